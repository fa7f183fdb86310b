"""One kernel for the bias add, a second for GELU: two passes over memory instead of one."""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
MESSAGE = "2 pallas_calls"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x, b):
    def add_kernel(x_ref, b_ref, o_ref):
        o_ref[...] = x_ref[...] + b_ref[...]

    def gelu_kernel(v_ref, o_ref):
        v = v_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(GELU_C * (v + 0.044715 * v**3)))

    out = jax.ShapeDtypeStruct(x.shape, x.dtype)
    v = pl.pallas_call(add_kernel, out_shape=out, interpret=interpret())(x, b)
    return pl.pallas_call(gelu_kernel, out_shape=out, interpret=interpret())(v)
