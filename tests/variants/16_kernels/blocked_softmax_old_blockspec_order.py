"""BlockSpec(index_map, block_shape), the argument order of older JAX tutorials: JAX now wants the shape first."""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
MESSAGE = "'function' object is not iterable"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x):
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v - v.max(axis=1, keepdims=True))
        o_ref[...] = e / e.sum(axis=1, keepdims=True)

    n, d = x.shape
    rows = pl.BlockSpec(lambda i: (i, 0), (BLOCK_ROWS, d))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // BLOCK_ROWS,),
                          in_specs=[rows], out_specs=rows, interpret=interpret())(x)
