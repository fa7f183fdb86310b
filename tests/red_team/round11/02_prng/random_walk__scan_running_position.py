"""Correct, unusual style: no array of steps and no ``cumsum``. A ``lax.scan`` over the int32
step numbers carries the running position and emits it after adding step ``i``, drawn from
``jax.random.fold_in(key, i)``. The program holds one loop body whatever ``n_steps`` is, and its
memory is the result plus one scalar.
"""
EXERCISE = "prng.random_walk"
VERDICT = "pass"
KIND = "correct"

import jax
import jax.numpy as jnp
from jax import lax


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    def advance(position, i):
        position = position + jax.random.normal(jax.random.fold_in(key, i), dtype=jnp.float32)
        return position, position

    _, positions = lax.scan(advance, jnp.zeros((), jnp.float32), jnp.arange(n_steps, dtype=jnp.int32))
    return positions


if __name__ == "__main__":
    key = jax.random.key(0)
    walk = random_walk(key, 5)
    assert walk.shape == (5,)
    assert bool(walk[0] == jax.random.normal(jax.random.fold_in(key, 0)))
    assert random_walk(key, 0).shape == (0,)
    n = 33000
    w = jax.jit(random_walk, static_argnums=1)(key, n)
    steps = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(key, i)))(jnp.arange(n))
    assert w.dtype == jnp.float32
    assert bool(jnp.allclose(w, jnp.cumsum(steps), atol=1e-2))
    for i in (2049, 32768, 32999):
        assert abs(float(w[i] - w[i - 1]) - float(steps[i])) < 1e-2
    assert bool(jnp.allclose(random_walk(key, 10), w[:10]))   # a longer walk extends a shorter one
    print("ok")
