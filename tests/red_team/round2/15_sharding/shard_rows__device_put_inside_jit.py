"""The student jits the layout and calls jax.device_put inside the jitted function; on an Auto mesh that is no constraint, and the result comes back replicated on every device.

Violates: "Not a copy of the whole array on each device (replicated), and not a block of columns" and "sharded ``PartitionSpec("data")``".
Verifying input: x = arange(32.).reshape(16, 2) on the 8-device Auto mesh -> requires 8 shards of (2, 2), this returns 8 full (16, 2) copies, sharding P().
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
KIND = "beyond"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    layout = NamedSharding(mesh, P("data"))
    return jax.jit(lambda v: jax.device_put(v, layout))(x)


if __name__ == "__main__":
    import numpy as np
    import jax.numpy as jnp
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    x = jnp.arange(32.0).reshape(16, 2)
    y = shard_rows(x, mesh)
    np.testing.assert_array_equal(np.asarray(y), np.asarray(x))  # every value test passes
    assert len(y.addressable_shards) == 8
    assert not y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), 2)
    assert [s.data.shape for s in y.addressable_shards] == [(16, 2)] * 8
    print("verified")
