"""The student jits an inner closure over ``n_steps`` inside ``random_walk``; every call makes a new function object, so every call (even with the same ``n_steps`` and only a new key) traces and compiles again.

Violates: "n_steps: number of steps, a Python int (static under ``jax.jit``: one compilation per ``n_steps``; a new key must not recompile)"
Verifying input: random_walk(jax.random.key(k), 100) for k = 0..4 -> requires one compilation for n_steps = 100, this compiles five times (one per key).
"""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp

TRACES = [0]   # verification only: counts how often the inner program is traced


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    @jax.jit
    def walk(key):
        TRACES[0] += 1
        steps = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(key, i)))(
            jnp.arange(n_steps))
        return jnp.cumsum(steps)

    return walk(key)


if __name__ == "__main__":
    import numpy as np

    def ref(key, n):
        steps = np.array([float(jax.random.normal(jax.random.fold_in(key, i))) for i in range(n)])
        return np.cumsum(steps)

    for n in [0, 1, 5, 37]:
        key = jax.random.key(n)
        got = random_walk(key, n)
        assert got.shape == (n,) and got.dtype == jnp.float32
        np.testing.assert_allclose(np.asarray(got), ref(key, n), rtol=1e-5, atol=1e-5)
        got_j = jax.jit(random_walk, static_argnums=1)(key, n)
        np.testing.assert_allclose(np.asarray(got_j), ref(key, n), rtol=1e-5, atol=1e-5)
    long = random_walk(jax.random.key(0), 10)
    assert np.allclose(np.asarray(long[:5]), np.asarray(random_walk(jax.random.key(0), 5)))
    # recompilation: count traces (each trace of a fresh jitted function is a fresh compile)
    TRACES[0] = 0
    for k in range(5):
        random_walk(jax.random.key(k), 100).block_until_ready()
    print("traces for 5 calls with the same n_steps and new keys:", TRACES[0])
    assert TRACES[0] == 5
    # confirm with JAX's own compile log
    import logging, io
    buf = io.StringIO()
    h = logging.StreamHandler(buf)
    logging.getLogger("jax").addHandler(h)
    jax.config.update("jax_log_compiles", True)
    for k in range(3):
        random_walk(jax.random.key(10 + k), 100).block_until_ready()
    jax.config.update("jax_log_compiles", False)
    logging.getLogger("jax").removeHandler(h)
    n_comp = buf.getvalue().count("Finished XLA compilation of jit(walk)")
    print("XLA compilations of jit(walk) in 3 calls:", n_comp)
    assert n_comp == 3
    print("verified")
