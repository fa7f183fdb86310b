"""Leaves out interpret=...: on a CPU a kernel can only be interpreted, and JAX refuses to compile it."""
EXERCISE = "kernels.silu"
VERDICT = "fail"
MESSAGE = "Only interpret mode is supported on CPU backend"
ONLY_ON = "cpu"  # on a TPU the kernel compiles without interpret=, and is right

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x):
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = v / (1.0 + jnp.exp(-v))

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x)
