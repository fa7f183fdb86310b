"""The student lays x out with jax.jit(identity, out_shardings=...), which works for NumPy and freshly made arrays but raises for an input committed to one device.

Violates: "x: a float array of shape ``(n, d)``, NumPy or JAX, on any device".
Verifying input: x = device_put(ones((16, 4)), jax.devices()[3]) -> requires a P("data") result, this raises ValueError "Received incompatible devices for jitted computation".
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
KIND = "placement"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    return jax.jit(lambda v: v, out_shardings=NamedSharding(mesh, P("data")))(x)


if __name__ == "__main__":
    import numpy as np
    import jax.numpy as jnp
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    want = NamedSharding(mesh, P("data"))
    x = jnp.arange(64.0).reshape(16, 4)
    for arg in (x, np.asarray(x)):
        y = shard_rows(arg, mesh)
        assert y.sharding.is_equivalent_to(want, 2)
        assert [s.data.shape for s in y.addressable_shards] == [(2, 4)] * 8
        np.testing.assert_array_equal(np.asarray(y), np.asarray(x))
    try:
        shard_rows(jax.device_put(x, jax.devices()[3]), mesh)
    except ValueError as error:
        assert "incompatible devices" in str(error)
    else:
        raise AssertionError("expected the committed input to be refused")
    print("verified")
