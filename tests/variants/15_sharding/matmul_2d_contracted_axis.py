"""Splits x and w along the contracted axis: on Explicit axes JAX cannot tell how the product is split, and says so."""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
MESSAGE = "Contracting dimensions are sharded"

import jax
from jax.sharding import NamedSharding, PartitionSpec as P


def matmul_2d(x, w, mesh):
    x = jax.device_put(x, NamedSharding(mesh, P("data", "model")))
    w = jax.device_put(w, NamedSharding(mesh, P("model", None)))
    return x @ w
