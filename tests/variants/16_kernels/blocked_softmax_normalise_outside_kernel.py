"""The student's kernel only writes exp(x - rowmax) block by block, and the division by the row sums happens in jnp after the pallas_call: right values and the right grid, but the softmax is not the kernel's work."""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
MESSAGE = 'outside the kernel'

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = jnp.exp(v - jnp.max(v, axis=1, keepdims=True))

    spec = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    e = pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // BLOCK_ROWS,),
                       in_specs=[spec], out_specs=spec, interpret=interpret())(x)
    return e / jnp.sum(e, axis=1, keepdims=True)
