"""Writes sigmoid(x) and forgets the factor x."""
EXERCISE = "kernels.silu"
VERDICT = "fail"
MESSAGE = "elements differ"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x):
    def kernel(x_ref, o_ref):
        o_ref[...] = 1.0 / (1.0 + jnp.exp(-x_ref[...]))

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x)
