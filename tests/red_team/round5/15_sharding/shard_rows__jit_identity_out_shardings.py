"""The student laid ``x`` out with a jitted identity and ``out_shardings`` (as the lesson does for results): works for NumPy and uncommitted arrays, but a jitted program cannot take an array committed to one device to the mesh, so an ``x`` already placed on a device raises.

Violates: "x: a float array of shape ``(n, d)``, NumPy or JAX, on any device"
Verifying input: x = jax.device_put(jnp.arange(32.0).reshape(16, 2), jax.devices()[3]) -> requires the values sharded P("data") over the mesh, this raises ValueError (incompatible devices).
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    rows = NamedSharding(mesh, P("data"))
    return jax.jit(lambda v: v, out_shardings=rows)(x)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    assert jax.device_count() == 8, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    want = NamedSharding(mesh, P("data"))
    for x in (jnp.arange(32.0).reshape(16, 2), np.random.default_rng(0).normal(size=(64, 5)).astype(np.float32)):
        y = shard_rows(x, mesh)
        assert isinstance(y, jax.Array) and np.array_equal(np.asarray(y), np.asarray(x))
        assert y.sharding.is_equivalent_to(want, y.ndim)
        assert [s.data.shape for s in y.addressable_shards] == [(x.shape[0] // 8, x.shape[1])] * 8
        assert all(s.index[0].start == i * (x.shape[0] // 8) for i, s in
                   enumerate(sorted(y.addressable_shards, key=lambda s: s.device.id)))

    placed = jax.device_put(jnp.arange(32.0).reshape(16, 2), jax.devices()[3])
    try:
        y = shard_rows(placed, mesh)
        raise SystemExit(f"unexpectedly worked: {y.sharding}")
    except ValueError as error:
        print("x committed to device 3:", str(error).splitlines()[0][:110])
    print("verified")
