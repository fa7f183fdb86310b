"""Pins the result to P(None, "data"): columns, not rows. 4 columns do not split 8 ways, and JAX quietly replicates."""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
MESSAGE = "a full copy on each of 8 devices (replicated)"

import functools

import jax
from jax.sharding import NamedSharding, PartitionSpec as P


@functools.partial(jax.jit, static_argnames="mesh")
def row_softmax(x, mesh):
    return jax.lax.with_sharding_constraint(jax.nn.softmax(x, axis=1), NamedSharding(mesh, P(None, "data")))
