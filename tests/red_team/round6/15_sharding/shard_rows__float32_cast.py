"""The student converts the input with ``jnp.asarray(x, dtype=jnp.float32)`` first ("NumPy or JAX, make it a float32 JAX array"), so float16 and bfloat16 inputs come back as float32.

Violates: "Returns: A ``jax.Array`` with the values and dtype of ``x``" ("x: a float array of shape ``(n, d)`` (float32, float16 or bfloat16)")
Verifying input: shard_rows(jnp.ones((16, 2), bfloat16), 8-device mesh) -> requires dtype bfloat16, this returns float32 (and float16 -> float32).
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    x = jnp.asarray(x, dtype=jnp.float32)
    return jax.device_put(x, NamedSharding(mesh, P("data")))


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    y = shard_rows(jnp.arange(32.0).reshape(16, 2), mesh)
    assert y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), 2) and y.dtype == jnp.float32
    for dt in (jnp.bfloat16, jnp.float16):
        y = shard_rows(jnp.ones((16, 2), dt), mesh)
        print("input", jnp.dtype(dt).name, "-> output", y.dtype)
        assert y.dtype == jnp.float32 and y.dtype != dt
    print("verified")
