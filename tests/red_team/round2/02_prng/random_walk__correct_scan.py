"""Correct: lax.scan over the step index, folding i into the (unchanged) key each step and carrying the running position.

Violates: nothing (correct solution).
Verifying input: n_steps in {0, 1, 5, 300}, several keys, jitted with n_steps static, prefixes of a longer walk, debug_key_reuse on -> matches the fold_in definition computed step by step.
"""
EXERCISE = "prng.random_walk"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    def _rwscan_body(pos, i):
        pos = pos + jax.random.normal(jax.random.fold_in(key, i), dtype=jnp.float32)
        return pos, pos

    _, positions = lax.scan(_rwscan_body, jnp.float32(0.0), jnp.arange(n_steps, dtype=jnp.int32))
    return positions


if __name__ == "__main__":
    import numpy as np

    walk = random_walk(jax.random.key(0), 5)
    assert walk.shape == (5,) and bool(walk[0] == jax.random.normal(jax.random.fold_in(jax.random.key(0), 0)))
    f = jax.jit(random_walk, static_argnums=1)
    for seed in (0, 3, 11):
        key = jax.random.key(seed)
        steps = np.array([float(jax.random.normal(jax.random.fold_in(key, i))) for i in range(300)])
        for n in (0, 1, 5, 300):
            with jax.debug_key_reuse(True):
                for got in (random_walk(key, n), f(key, n)):
                    assert got.dtype == jnp.float32 and got.shape == (n,)
                    np.testing.assert_allclose(np.asarray(got), np.cumsum(steps[:n]), rtol=1e-5, atol=1e-4)
    long, short = f(jax.random.key(1), 50), f(jax.random.key(1), 20)
    np.testing.assert_allclose(np.asarray(long[:20]), np.asarray(short), rtol=1e-6)
    print("verified")
