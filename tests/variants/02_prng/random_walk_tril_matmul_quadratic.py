"""The student gets the correct steps but forms the positions as tril(ones((n, n))) @ steps, an O(n^2) prefix sum that needs n*n*4 bytes, so long walks cannot run."""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
MESSAGE = 'memory that grows faster than the problem'
ONLY_ON = ("cpu", "gpu")  # on a TPU v5e (eighth lease, twice) XLA's memory analysis finds no n x n buffer: the mask is made inside the product

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_steps")
def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    steps = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(key, i)))(jnp.arange(n_steps))
    lower = jnp.tril(jnp.ones((n_steps, n_steps), jnp.float32))
    return lower @ steps
