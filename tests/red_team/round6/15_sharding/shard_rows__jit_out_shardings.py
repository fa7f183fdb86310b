"""The student lays ``x`` out by calling a jitted identity with ``out_shardings=NamedSharding(mesh, P("data"))``: fine for NumPy and uncommitted arrays, but a JAX array committed to one device is refused (a jitted program cannot move it to the mesh's other devices).

Violates: "x: ... NumPy or JAX, on any device"
Verifying input: shard_rows(jax.device_put(arange(32.).reshape(16, 2), jax.devices()[3]), 8-device mesh) -> requires the array sharded P('data'), this raises ValueError: Received incompatible devices for jitted computation.
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    return jax.jit(lambda a: a, out_shardings=NamedSharding(mesh, P("data")))(x)


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
    for ok in (x, jnp.asarray(x)):
        y = shard_rows(ok, mesh)
        assert np.array_equal(np.asarray(y), x) and y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), 2)
    committed = jax.device_put(jnp.asarray(x), jax.devices()[3])
    try:
        shard_rows(committed, mesh)
    except ValueError as e:
        print("committed to device 3:", str(e)[:70])
    else:
        raise AssertionError("expected an error")
    print("verified")
