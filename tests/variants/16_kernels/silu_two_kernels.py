"""The student splits SiLU over two pallas_calls, one writing exp(-x) to memory and one dividing x by 1 + that, so the values are right but the work is not one kernel."""
EXERCISE = "kernels.silu"
VERDICT = "fail"
MESSAGE = '2 pallas_calls'

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    def exp_kernel(x_ref, o_ref):
        o_ref[...] = jnp.exp(-x_ref[...])

    def divide_kernel(x_ref, e_ref, o_ref):
        o_ref[...] = x_ref[...] / (1.0 + e_ref[...])

    shape = jax.ShapeDtypeStruct(x.shape, x.dtype)
    e = pl.pallas_call(exp_kernel, out_shape=shape, interpret=interpret())(x)
    return pl.pallas_call(divide_kernel, out_shape=shape, interpret=interpret())(x, e)
