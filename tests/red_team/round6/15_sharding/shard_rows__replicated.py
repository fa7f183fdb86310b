"""The student lays ``x`` out with ``NamedSharding(mesh, P())``: every value is right and every device holds a piece, but each piece is the whole array (replicated), not a block of rows.

Violates: "Every device of the mesh holds one block of ``n / devices`` consecutive rows, with every column ... Not a copy of the whole array on each device (replicated)"
Verifying input: shard_rows(jnp.arange(32.0).reshape(16, 2), 8-device Auto mesh) -> requires 8 shards of shape (2, 2) and sharding P('data'), this gives 8 shards of shape (16, 2), sharding P().
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    return jax.device_put(x, NamedSharding(mesh, P()))


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    x = np.arange(32.0, dtype=np.float32).reshape(16, 2)
    y = shard_rows(jnp.asarray(x), mesh)
    assert np.array_equal(np.asarray(y), x) and len(y.addressable_shards) == 8
    shapes = {s.data.shape for s in y.addressable_shards}
    print("shard shapes:", shapes, " equivalent to P('data'):", y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), 2))
    assert shapes == {(16, 2)} and not y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), 2)
    print("verified")
