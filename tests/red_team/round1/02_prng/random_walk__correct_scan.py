"""Correct: lax.scan over the step indices, folding each index into the key and carrying the running position.

Violates: nothing.
Verifying input: several keys and lengths (0, 1, 5, 300) against a Python loop of fold_in draws summed in float64, under jit with n_steps static -> equal within float32 rounding; prefixes agree; no recompile for a new key.
"""
EXERCISE = "prng.random_walk"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    def step(position, i):
        position = position + jax.random.normal(jax.random.fold_in(key, i), (), jnp.float32)
        return position, position

    _, positions = lax.scan(step, jnp.zeros((), jnp.float32), jnp.arange(n_steps))
    return positions


if __name__ == "__main__":
    walk = random_walk(jax.random.key(0), 5)
    assert walk.shape == (5,) and bool(walk[0] == jax.random.normal(jax.random.fold_in(jax.random.key(0), 0)))
    f = jax.jit(random_walk, static_argnums=1)
    for seed in (0, 1, 2):
        key = jax.random.key(seed)
        steps = [float(jax.random.normal(jax.random.fold_in(key, i))) for i in range(300)]
        ref = np.cumsum(np.array(steps, np.float64))
        for n in (0, 1, 5, 300):
            for fn in (random_walk, f):
                out = fn(key, n)
                assert out.shape == (n,) and out.dtype == jnp.float32
                np.testing.assert_allclose(np.asarray(out), ref[:n], rtol=1e-5, atol=1e-4)
    with jax.debug_key_reuse(True):
        random_walk(jax.random.key(3), 10)
    f(jax.random.key(4), 50)
    assert f._cache_size() >= 1
    before = f._cache_size()
    f(jax.random.key(5), 50)
    assert f._cache_size() == before
    print("verified")
