"""The student avoids overflow by clipping the inputs to [-80, 80] before a plain exp/sum softmax, which is finite but wrong for any row with entries beyond the clip."""
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

    def softmax(v):
        e = jnp.exp(jnp.clip(v.astype(jnp.float32), -80.0, 80.0))  # exp(88) is the float32 limit
        return e / jnp.sum(e, axis=1, keepdims=True)

    return jax.jit(softmax, out_shardings=rows)(jax.device_put(x, rows))
