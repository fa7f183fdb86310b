"""Unusual style: instead of ``jax.device_put`` with a sharding, the student builds the global array with ``jax.make_array_from_callback``, letting JAX ask for the block of rows each device of the mesh must hold and slicing it from a host copy.

Correct: ``make_array_from_callback`` with ``NamedSharding(mesh, P("data"))`` gives each device exactly the rows its index names (device ``k`` of the ``"data"`` axis rows ``k*n/8 .. (k+1)*n/8 - 1``, every column), the result is one ``jax.Array`` with the values and dtype of ``x``, whatever device or host ``x`` came from.
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "pass"
KIND = "style"

import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax
import numpy as np
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x, mesh):
    host = np.asarray(jax.device_get(x))
    sharding = NamedSharding(mesh, P("data"))
    return jax.make_array_from_callback(host.shape, sharding, lambda index: host[index])


if __name__ == "__main__":
    import jax.numpy as jnp
    from jax.sharding import AxisType

    mesh = jax.make_mesh((jax.device_count(),), ("data",), axis_types=(AxisType.Auto,))
    y = shard_rows(jnp.arange(32.0).reshape(16, 2), mesh)
    assert y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), y.ndim)
    assert len(y.addressable_shards) == jax.device_count() == 8
    for src in (np.arange(48, dtype=np.float32).reshape(8, 6), jax.device_put(jnp.ones((24, 3), jnp.float16), jax.devices()[5]),
                np.random.default_rng(0).normal(size=(64, 5))):
        out = shard_rows(src, mesh)
        assert isinstance(out, jax.Array) and out.shape == src.shape and out.dtype == jnp.asarray(src).dtype
        np.testing.assert_array_equal(np.asarray(out), np.asarray(src, dtype=out.dtype))
        b = src.shape[0] // 8
        for shard in out.addressable_shards:
            k = list(mesh.devices.ravel()).index(shard.device)
            assert shard.data.shape == (b, src.shape[1])
            np.testing.assert_array_equal(np.asarray(shard.data), np.asarray(src, dtype=out.dtype)[k * b:(k + 1) * b])
    print("verified")
