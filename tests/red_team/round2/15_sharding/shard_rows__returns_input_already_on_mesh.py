"""The student skips the layout when x already lives on all the mesh's devices, so an input that arrives replicated over the mesh comes back replicated, not split by rows.

Violates: "Every device of the mesh holds one block of ``n / devices`` consecutive rows ... Not a copy of the whole array on each device (replicated)" for "x: ... on any device".
Verifying input: x = arange(32.).reshape(16, 2) already laid out NamedSharding(mesh, P()) -> requires a P("data") result whose 8 shards are (2, 2), this returns the replicated input (8 shards of (16, 2)).
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
    if isinstance(x, jax.Array) and len(x.sharding.device_set) == mesh.size:
        return x  # already spread over the mesh: nothing to move
    return jax.device_put(x, NamedSharding(mesh, P("data")))


if __name__ == "__main__":
    import numpy as np
    import jax.numpy as jnp
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    want = NamedSharding(mesh, P("data"))
    x = jnp.arange(32.0).reshape(16, 2)
    for arg in (x, np.asarray(x), jax.device_put(x, jax.devices()[2])):
        y = shard_rows(arg, mesh)
        assert y.sharding.is_equivalent_to(want, 2)
        assert [s.data.shape for s in y.addressable_shards] == [(2, 2)] * 8
        np.testing.assert_array_equal(np.asarray(y), np.asarray(x))
    rep = jax.device_put(x, NamedSharding(mesh, P()))
    y = shard_rows(rep, mesh)
    np.testing.assert_array_equal(np.asarray(y), np.asarray(x))
    assert not y.sharding.is_equivalent_to(want, 2)
    assert [s.data.shape for s in y.addressable_shards] == [(16, 2)] * 8
    print("verified")
