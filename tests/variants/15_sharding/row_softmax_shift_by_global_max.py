"""The student stabilises the softmax by subtracting the maximum of the whole array instead of each row's, so a row far below the global maximum underflows to 0/0."""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
MESSAGE = 'edge_cases'

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    rows = NamedSharding(mesh, P("data", None))

    @jax.jit
    def run(v):
        v = jax.lax.with_sharding_constraint(v.astype(jnp.float32), rows)
        e = jnp.exp(v - jnp.max(v))
        return jax.lax.with_sharding_constraint(e / jnp.sum(e, axis=1, keepdims=True), rows)

    return run(jax.device_put(x, rows))
