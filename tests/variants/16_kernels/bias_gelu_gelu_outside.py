"""The kernel only adds the bias; GELU runs afterwards in jnp."""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
MESSAGE = "`tanh` outside the kernel"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x, b):
    def kernel(x_ref, b_ref, o_ref):
        o_ref[...] = x_ref[...] + b_ref[...]

    v = pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x, b)
    return jax.nn.gelu(v, approximate=True)
