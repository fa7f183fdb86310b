"""The student "normalises" x with jnp.asarray(x, jnp.float32) before laying it out, so a float64 (x64) or bfloat16 input comes back float32: float64 values are rounded.

Violates: "A ``jax.Array`` with the values of ``x``" for "x: a float array ... NumPy or JAX".
Verifying input: with jax.enable_x64, x = full((8, 2), 0.1, float64) -> requires float64 values 0.1, this returns float32 0.10000000149; a bfloat16 x comes back float32.
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
KIND = "dtypes"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    x = jnp.asarray(x, dtype=jnp.float32)  # make sure it is a float array
    return jax.device_put(x, NamedSharding(mesh, P("data")))


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    x = jnp.arange(48.0).reshape(16, 3)
    y = shard_rows(x, mesh)
    assert y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), 2) and y.dtype == x.dtype
    np.testing.assert_array_equal(np.asarray(y), np.asarray(x))
    xb = jnp.ones((8, 2), jnp.bfloat16)
    assert shard_rows(xb, mesh).dtype == jnp.float32
    with jax.enable_x64(True):
        x64 = np.full((8, 2), 0.1)
        y = shard_rows(x64, mesh)
        assert y.dtype == jnp.float32
        assert not np.array_equal(np.asarray(y).astype(np.float64), x64)
        assert jax.device_put(x64, NamedSharding(mesh, P("data"))).dtype == jnp.float64  # what a layout keeps
    print("verified")
