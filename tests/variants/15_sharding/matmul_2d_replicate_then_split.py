"""Copies x and w whole to every device, multiplies, then splits the product: right layout, needless all-gathers."""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
MESSAGE = "the devices communicate"

import jax
from jax.sharding import NamedSharding, PartitionSpec as P


def matmul_2d(x, w, mesh):
    everywhere = NamedSharding(mesh, P())
    product = jax.device_put(x, everywhere) @ jax.device_put(w, everywhere)
    return jax.device_put(product, NamedSharding(mesh, P("data", "model")))
