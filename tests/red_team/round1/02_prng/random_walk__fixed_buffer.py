"""Always computes a fixed buffer of 1024 steps (to "compile once for all lengths") and slices it: walks longer than 1024 steps come back cut short.

Violates: "A float32 vector of shape (n_steps,)" (and "a longer walk extends a shorter one").
Verifying input: random_walk(key(0), 2000) -> the docstring requires shape (2000,), this returns shape (1024,).
"""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
import numpy as np

_RW_FB_BUFFER = 1024


@jax.jit
def _rw_fb_buffer(key):
    steps = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(key, i)))(jnp.arange(_RW_FB_BUFFER))
    return jnp.cumsum(steps)


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    return _rw_fb_buffer(key)[:n_steps]


if __name__ == "__main__":
    walk = random_walk(jax.random.key(0), 5)
    assert walk.shape == (5,) and bool(walk[0] == jax.random.normal(jax.random.fold_in(jax.random.key(0), 0)))
    key = jax.random.key(9)
    ref = np.cumsum([float(jax.random.normal(jax.random.fold_in(key, i))) for i in range(40)])
    np.testing.assert_allclose(np.asarray(random_walk(key, 40)), ref, rtol=1e-5, atol=1e-5)
    long = random_walk(jax.random.key(0), 2000)
    assert long.shape == (1024,), long.shape    # the contract requires (2000,)
    print("verified")
