"""device_put to the row layout inside jit, on a mesh with Auto axes: JAX quietly replicates the result."""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
MESSAGE = "(replicated)"

import functools

import jax
from jax.sharding import NamedSharding, PartitionSpec as P


@functools.partial(jax.jit, static_argnames="mesh")
def row_softmax(x, mesh):
    return jax.device_put(jax.nn.softmax(x, axis=1), NamedSharding(mesh, P("data", None)))
