"""Correct: one row per grid step, softmax as exp(v - logsumexp(v)).

x is viewed as (n, 1, d) and each step gets the block (None, 1, d): one whole (1, d) row, which a
TPU accepts (a (1, d) block of the (n, d) array it does not: not a multiple of 8 rows, nor all of them)."""
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
        out_shape=jax.ShapeDtypeStruct((n, 1, d), jnp.float32),
        grid=(n,),
        in_specs=[pl.BlockSpec((None, 1, d), lambda r: (r, 0, 0))],
        out_specs=pl.BlockSpec((None, 1, d), lambda r: (r, 0, 0)),
        interpret=interpret(),
    )(x.reshape(n, 1, d)).reshape(n, d)
