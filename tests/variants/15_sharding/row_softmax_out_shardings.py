"""Alternative: a jitted softmax with the result's layout given as out_shardings."""
EXERCISE = "sharding.row_softmax"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


def row_softmax(x, mesh):
    def softmax(v):
        shifted = v - v.max(axis=1, keepdims=True)
        e = jnp.exp(shifted)
        return e / e.sum(axis=1, keepdims=True)

    return jax.jit(softmax, out_shardings=NamedSharding(mesh, P("data")))(jnp.asarray(x, jnp.float32))
