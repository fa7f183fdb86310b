"""The student lays out and multiplies the inputs as given, so bfloat16 inputs give a bfloat16 product instead of the float32 one promised."""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
MESSAGE = 'should be float32'

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def matmul_2d(x: jax.Array, w: jax.Array, mesh: Mesh) -> jax.Array:
    x = jax.device_put(x, NamedSharding(mesh, P("data", None)))
    w = jax.device_put(w, NamedSharding(mesh, P(None, "model")))
    return x @ w
