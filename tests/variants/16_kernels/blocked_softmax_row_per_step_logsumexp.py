"""Correct: one row per grid step (block (1, d)), softmax as exp(v - logsumexp(v))."""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x):
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        top = jnp.max(v, axis=-1, keepdims=True)
        lse = top + jnp.log(jnp.sum(jnp.exp(v - top), axis=-1, keepdims=True))
        o_ref[...] = jnp.exp(v - lse)

    n, d = x.shape
    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((n, d), jnp.float32),
        grid=(n,),
        in_specs=[pl.BlockSpec((1, d), lambda r: (r, 0))],
        out_specs=pl.BlockSpec((1, d), lambda r: (r, 0)),
        interpret=interpret(),
    )(x)
