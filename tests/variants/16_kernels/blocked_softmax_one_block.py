"""Right values, but no grid: the whole of x is one block, which a large x would not fit."""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
MESSAGE = "runs a grid of ()"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x):
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v - v.max(axis=1, keepdims=True))
        o_ref[...] = e / e.sum(axis=1, keepdims=True)

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x)
