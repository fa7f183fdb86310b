"""Splits x by rows and leaves w whole: the product is split along "data" only, P("data", None)."""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
MESSAGE = "Wrong PartitionSpec"

import jax
from jax.sharding import NamedSharding, PartitionSpec as P


def matmul_2d(x, w, mesh):
    x = jax.device_put(x, NamedSharding(mesh, P("data", None)))
    w = jax.device_put(w, NamedSharding(mesh, P()))
    return x @ w
