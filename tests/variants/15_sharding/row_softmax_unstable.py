"""Right layout, but exp without subtracting the row maximum: exp(1000) overflows."""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
MESSAGE = "not finite"

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


def row_softmax(x, mesh):
    rows = NamedSharding(mesh, P("data", None))

    def softmax(v):
        e = jnp.exp(v)
        return e / e.sum(axis=1, keepdims=True)

    return jax.jit(softmax, out_shardings=rows)(jnp.asarray(x, jnp.float32))
