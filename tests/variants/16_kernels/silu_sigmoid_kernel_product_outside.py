"""The student's Pallas kernel computes only sigmoid(x) and the multiplication by x happens in jnp outside it: the program holds a pallas_call and the values are right, but the kernel does not compute SiLU."""
EXERCISE = "kernels.silu"
VERDICT = "fail"
MESSAGE = 'outside the kernel'

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    def sigmoid_kernel(x_ref, o_ref):
        o_ref[...] = 1.0 / (1.0 + jnp.exp(-x_ref[...]))

    gate = pl.pallas_call(sigmoid_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x)
    return x * gate
