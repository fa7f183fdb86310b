"""The student lays x out with a jitted identity whose out_shardings is the row sharding; jit cannot move an array committed to one device onto the mesh, so an input that lives on a single (non-default) device raises.

Violates: "x: a float array of shape ``(n, d)`` (float32, float16 or bfloat16), NumPy or JAX, on any device"
Verifying input (8 CPU devices, XLA_FLAGS=--xla_force_host_platform_device_count=8): shard_rows(jax.device_put(jnp.arange(32.0).reshape(16, 2), jax.devices()[3]), mesh) must return the rows sharded P("data"); this raises ValueError (incompatible devices).
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
KIND = "admitted"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x, mesh):
    sharding = NamedSharding(mesh, P("data"))
    return jax.jit(lambda a: a, out_shardings=sharding)(x)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    assert jax.device_count() >= 2, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    mesh = jax.make_mesh((jax.device_count(),), ("data",), axis_types=(AxisType.Auto,))
    y = shard_rows(jnp.arange(32.0).reshape(16, 2), mesh)
    assert y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), y.ndim)
    assert len(y.addressable_shards) == jax.device_count()
    y = shard_rows(np.arange(32.0, dtype=np.float32).reshape(16, 2), mesh)
    assert y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), y.ndim)

    committed = jax.device_put(jnp.arange(32.0).reshape(16, 2), jax.devices()[-1])
    raised = False
    try:
        shard_rows(committed, mesh)
    except ValueError as e:
        raised = True
        print("raised", str(e)[:90])
    assert raised
    print("ok: flaw shows")
