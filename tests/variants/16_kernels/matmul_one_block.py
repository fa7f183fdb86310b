"""Right values from one kernel step holding all of a, b and the output: nothing is tiled."""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
MESSAGE = "writes output blocks of shape (256, 384)"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def matmul(a, b):
    def kernel(a_ref, b_ref, o_ref):
        o_ref[...] = jnp.dot(a_ref[...], b_ref[...])

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct((a.shape[0], b.shape[1]), jnp.float32),
                          interpret=interpret())(a, b)
