"""Mesh axes swapped: rows along "model", columns along "data", so the product is P("model", "data")."""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
MESSAGE = 'sharded P("model", "data") over 8 devices, and the exercise demands P("data", "model")'

import jax
from jax.sharding import NamedSharding, PartitionSpec as P


def matmul_2d(x, w, mesh):
    x = jax.device_put(x, NamedSharding(mesh, P("model", None)))
    w = jax.device_put(w, NamedSharding(mesh, P(None, "data")))
    return jax.jit(lambda a, b: a @ b, out_shardings=NamedSharding(mesh, P("model", "data")))(x, w)
