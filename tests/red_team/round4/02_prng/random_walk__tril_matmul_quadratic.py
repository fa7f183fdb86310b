"""The student gets the correct steps but forms the positions as tril(ones((n, n))) @ steps, an O(n^2) prefix sum that needs n*n*4 bytes, so long walks cannot run.

Violates: "n_steps: number of steps, a Python int" (any length; a long walk must still be computed, "a longer walk extends a shorter one")
Verifying input: random_walk(key, 100_000) -> requires a (100000,) vector, this compiles to a program needing ~40 GB of temporary memory (memory_analysis below); at n = 1000 it is correct.
"""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
KIND = "horizons"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_steps")
def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    steps = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(key, i)))(jnp.arange(n_steps))
    lower = jnp.tril(jnp.ones((n_steps, n_steps), jnp.float32))
    return lower @ steps


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    walk = random_walk(key, 5)
    assert walk.shape == (5,) and walk.dtype == jnp.float32
    assert bool(walk[0] == jax.random.normal(jax.random.fold_in(key, 0)))
    for n in (1, 7, 1000):
        steps = np.array([float(jax.random.normal(jax.random.fold_in(key, i))) for i in range(min(n, 50))])
        got = np.asarray(random_walk(key, n))
        assert got.shape == (n,)
        np.testing.assert_allclose(got[: len(steps)], np.cumsum(steps), rtol=1e-5, atol=1e-5)
    s = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(key, i)))(jnp.arange(1000))
    np.testing.assert_allclose(np.asarray(random_walk(key, 1000)), np.cumsum(np.asarray(s, np.float64)), atol=1e-3)

    n = 100_000
    mem = random_walk.lower(key, n).compile().memory_analysis()
    print(f"n={n}: temp bytes {mem.temp_size_in_bytes:.3e} (output needs {4 * n:.0e})")
    assert mem.temp_size_in_bytes > 10e9
    print("verified")
