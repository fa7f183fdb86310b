"""x * exp(x) / (1 + exp(x)): the same function on paper, but exp(100.0) / exp(100.0) is inf / inf = nan."""
EXERCISE = "kernels.silu"
VERDICT = "fail"
MESSAGE = "not finite"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x):
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = v * jnp.exp(v) / (1.0 + jnp.exp(v))

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x)
