"""The student orders the rows by argsort of random integers in [0, n); ties are frequent and the stable sort keeps tied rows in their original order, so orders close to the identity are favoured."""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
MESSAGE = 'not uniform'

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    k = jax.random.fold_in(key, epoch)
    n = x.shape[0]
    order = jnp.argsort(jax.random.randint(k, (n,), 0, max(n, 1)), stable=True)
    return x[order]
