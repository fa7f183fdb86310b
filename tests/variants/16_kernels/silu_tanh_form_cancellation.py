"""The student computes SiLU through the identity x * sigmoid(x) = 0.5 * x * (1 + tanh(x / 2)), which never overflows, but 1 + tanh(x / 2) cancels catastrophically for negative x: below about x = -12 the result loses most or all of its digits."""
EXERCISE = "kernels.silu"
VERDICT = "fail"
MESSAGE = 'wrong values'

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    m, n = x.shape
    rows = 8 if m % 8 == 0 else m

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(0.5 * v))

    spec = pl.BlockSpec((rows, n), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(m // rows,),
                          in_specs=[spec], out_specs=spec, interpret=interpret())(x)
