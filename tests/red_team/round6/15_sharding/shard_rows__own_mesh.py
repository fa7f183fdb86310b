"""The student ignores the mesh handed in and builds one from ``jax.devices()`` in their default order, so when the caller's mesh orders its devices differently the rows land on the wrong devices and the sharding is not over ``mesh``.

Violates: "Every device of the mesh holds one block of ``n / devices`` consecutive rows, with every column: the first device rows ``0 .. n/8 - 1``, and so on." (and the module: "No function here makes its own mesh: the caller hands one in")
Verifying input: mesh = Mesh(jax.devices()[::-1], ("data",)) (first device is CPU 7), x = arange(32.).reshape(16, 2) -> requires rows 0-1 on device 7 and y.sharding equivalent to NamedSharding(mesh, P("data")), this puts rows 0-1 on device 0 and is not equivalent.
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    my_mesh = jax.make_mesh((mesh.shape["data"],), ("data",), axis_types=(jax.sharding.AxisType.Auto,))
    return jax.device_put(x, NamedSharding(my_mesh, P("data")))


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np
    from jax.sharding import AxisType

    # with the grader's usual mesh all is well
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    x = np.arange(32.0, dtype=np.float32).reshape(16, 2)
    assert shard_rows(x, mesh).sharding.is_equivalent_to(NamedSharding(mesh, P("data")), 2)
    reversed_mesh = Mesh(np.array(jax.devices()[::-1]), ("data",), axis_types=(AxisType.Auto,))
    y = shard_rows(x, reversed_mesh)
    first = next(s for s in y.addressable_shards if s.index[0].start in (0, None))
    print("rows 0-1 on", first.device, "; the mesh's first device is", reversed_mesh.devices[0])
    assert np.array_equal(np.asarray(y), x)
    assert first.device != reversed_mesh.devices[0]
    assert not y.sharding.is_equivalent_to(NamedSharding(reversed_mesh, P("data")), 2)
    print("verified")
