"""The student "normalises" x with jnp.asarray(x, jnp.float32) before laying it out, so a float64 (x64) or bfloat16 input comes back float32: float64 values are rounded."""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
MESSAGE = 'wrong dtype'

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    x = jnp.asarray(x, dtype=jnp.float32)  # make sure it is a float array
    return jax.device_put(x, NamedSharding(mesh, P("data")))
