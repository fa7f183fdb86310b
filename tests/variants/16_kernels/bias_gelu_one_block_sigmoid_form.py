"""Correct: the whole array in one block, and tanh's GELU rewritten exactly as v * sigmoid(2 * GELU_C * (...))."""
EXERCISE = "kernels.bias_gelu"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x, b):
    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...][None, :]
        inner = 2.0 * GELU_C * (v + 0.044715 * v * v * v)
        o_ref[...] = v * jax.nn.sigmoid(inner)

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x, b)
