"""Correct, unusual style: a jitted ``shard_map`` in which every device computes the (max-shifted) softmax of its own block of rows with ``lax`` primitives; the row split comes from ``in_specs``/``out_specs``, not from ``out_shardings``.

Violates: nothing (correct solution).
Verifying input: zeros((8, 4)), rows like [1000, 0], random (64, 5) in jnp, NumPy float64 and bfloat16, also under jax.jit with mesh static -> requires float32 softmax rows summing to 1, sharded P("data", None), this returns that.
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    def per_device(block):
        block = block.astype(jnp.float32)
        shifted = block - lax.reduce_max(block, axes=(1,))[:, None]
        e = lax.exp(shifted)
        return e / lax.reduce_sum(e, axes=(1,))[:, None]

    rows = P("data", None)
    run = jax.jit(jax.shard_map(per_device, mesh=mesh, in_specs=rows, out_specs=rows))
    return run(jnp.asarray(x))


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    assert jax.device_count() == 8, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    want = NamedSharding(mesh, P("data", None))

    def ref(a):
        a = np.asarray(a, np.float64)
        e = np.exp(a - a.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)

    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert y[0].tolist() == [0.25] * 4 and y.sharding.is_equivalent_to(want, 2)
    rng = np.random.default_rng(3)
    cases = [jnp.tile(jnp.array([[1000.0, 0.0]]), (16, 1)), rng.normal(size=(64, 5)) * 30,
             jnp.asarray(rng.normal(size=(16, 3)), jnp.bfloat16), jnp.asarray(rng.normal(size=(8, 1)))]
    for x in cases:
        for fn in (row_softmax, jax.jit(row_softmax, static_argnums=1)):
            y = fn(x, mesh)
            assert isinstance(y, jax.Array) and y.dtype == jnp.float32 and y.shape == np.shape(x)
            assert np.all(np.isfinite(np.asarray(y))) and np.allclose(np.asarray(y).sum(axis=1), 1, atol=1e-5)
            assert np.allclose(y, ref(np.asarray(jnp.asarray(x, jnp.float32))), atol=1e-6)
            assert y.sharding.is_equivalent_to(want, 2), y.sharding
            assert [s.data.shape[0] for s in y.addressable_shards] == [np.shape(x)[0] // 8] * 8
    print("verified")
