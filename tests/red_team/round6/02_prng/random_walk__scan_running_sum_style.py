"""Correct, as a loop that stays a loop: lax.scan over the step numbers, carrying the running position and emitting it each step (step i drawn from fold_in(key, i)).

Verifying input: checked against a Python loop of float(normal(fold_in(key, i))) summed in float64 for 6 keys and n_steps in 1, 2, 5, 50, 300 (float32, shape (n,), result[0] the first step, within 1e-5 relative of the float64 sums); a longer walk extends a shorter one; eager and jax.jit with n_steps static (one trace per n_steps, none per new key); no key reuse under jax.debug_key_reuse.
"""
EXERCISE = "prng.random_walk"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def random_walk(key, n_steps):
    def body(position, i):
        position = position + jax.random.normal(jax.random.fold_in(key, i))
        return position, position

    _, positions = lax.scan(body, jnp.float32(0.0), jnp.arange(n_steps))
    return positions


if __name__ == "__main__":
    import numpy as np

    traces = []

    def counted(key, n_steps):
        traces.append(n_steps)
        return random_walk(key, n_steps)

    jitted = jax.jit(counted, static_argnums=1)
    for seed in range(6):
        key = jax.random.key(seed)
        steps = [float(jax.random.normal(jax.random.fold_in(key, i))) for i in range(300)]
        ref = np.cumsum(np.array(steps, np.float64))
        for n in (1, 2, 5, 50, 300):
            with jax.debug_key_reuse(True):
                got = random_walk(key, n)
            got_j = jitted(key, n)
            for g in (got, got_j):
                assert g.shape == (n,) and g.dtype == jnp.float32
                assert float(g[0]) == np.float32(steps[0])
                assert np.allclose(np.asarray(g, np.float64), ref[:n], rtol=1e-5, atol=1e-5)
    assert sorted(set(traces)) == [1, 2, 5, 50, 300] and len(traces) == 5     # new keys never retrace
    walk = random_walk(jax.random.key(0), 5)
    assert bool(walk[0] == jax.random.normal(jax.random.fold_in(jax.random.key(0), 0)))
    print("verified")
