"""Correct, unusual style: builds the sharded array with ``jax.make_array_from_callback``, handing each device the slice of ``x`` the sharding asks for, rather than ``jax.device_put``.

Verifying input: values, dtype (float32, float16, bfloat16), sharding equivalent to NamedSharding(mesh, P("data")), and each device's block (n/8 consecutive rows, all columns, in mesh order) checked for NumPy inputs, uncommitted JAX arrays, arrays committed to device 3, arrays already sharded by columns or replicated, n in {8, 64}, on the 8-device mesh (all three dtypes), a mesh with reversed device order and a 4-device mesh (bfloat16 there).
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    sharding = NamedSharding(mesh, P("data"))
    return jax.make_array_from_callback(x.shape, sharding, lambda index: x[index])


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np
    from jax.sharding import AxisType

    meshes = [
        jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,)),
        Mesh(np.array(jax.devices()[::-1]), ("data",), axis_types=(AxisType.Auto,)),
        Mesh(np.array(jax.devices()[2:6]), ("data",), axis_types=(AxisType.Auto,)),
    ]
    rng = np.random.default_rng(0)
    for mesh in meshes:
        k = mesh.devices.size
        for n in (8, 64):
            for dt in ((jnp.float32, jnp.float16, jnp.bfloat16) if mesh is meshes[0] else (jnp.bfloat16,)):
                base = jnp.asarray(rng.standard_normal((n, 8)), jnp.float32).astype(dt)
                inputs = [np.asarray(base), base, jax.device_put(base, jax.devices()[3]),
                          jax.device_put(base, NamedSharding(meshes[0], P(None, "data"))),
                          jax.device_put(base, NamedSharding(meshes[0], P()))]
                for x in inputs:
                    y = shard_rows(x, mesh)
                    assert isinstance(y, jax.Array) and y.dtype == dt and y.shape == (n, 8)
                    assert np.array_equal(np.asarray(y.astype(jnp.float32)), np.asarray(base.astype(jnp.float32)))
                    assert y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), 2)
                    assert len(y.addressable_shards) == k
                    for shard in y.addressable_shards:
                        pos = list(mesh.devices.flat).index(shard.device)
                        rows = slice(pos * n // k, (pos + 1) * n // k)
                        assert shard.data.shape == (n // k, 8)
                        assert np.array_equal(np.asarray(shard.data.astype(jnp.float32)), np.asarray(base.astype(jnp.float32))[rows])
    print("verified")
