"""The student squares ``x`` in its own dtype before summing; for float16 the squares overflow past 65504 to inf, so an ordinary vector like [300, 400] (norm 500) normalises to zeros."""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
MESSAGE = '[dtypes] wrong values for normalize(x=array([ 300. , -400.'

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    norm = jnp.sqrt(jnp.sum(x * x))
    return (x / (norm + eps)).astype(x.dtype)
