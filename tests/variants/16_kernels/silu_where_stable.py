"""Correct: a sigmoid written in two stable halves with jnp.where, the kernel defined at module level."""
EXERCISE = "kernels.silu"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def _silu_kernel(x_ref, out_ref):
    v = x_ref[...]
    e = jnp.exp(-jnp.abs(v))
    sigmoid = jnp.where(v >= 0, 1.0 / (1.0 + e), e / (1.0 + e))
    out_ref[...] = v * sigmoid


def silu(x):
    return pl.pallas_call(_silu_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x)
