"""The student uses jax.nn.softmax on x as given, so a bfloat16 (or float16) input comes back in that dtype instead of float32, with bfloat16 rounding."""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
MESSAGE = 'should be float32'

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    rows = NamedSharding(mesh, P("data", None))
    return jax.jit(lambda v: jax.nn.softmax(v, axis=-1), out_shardings=rows)(jax.device_put(x, rows))
