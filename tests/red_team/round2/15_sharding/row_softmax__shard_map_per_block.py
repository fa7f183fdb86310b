"""The student writes the per-device program with jax.shard_map: each device gets its own block of whole rows and computes their stable softmax, no communication needed.

Correct: x is first laid out by rows on the mesh (device_put accepts NumPy, uncommitted and committed inputs), the jitted shard_map's out_specs P("data", None) fixes the result's layout, each row is shifted by its own max (finite for [1000, 0]) and the result is cast to float32; shard_map keeps the layout under an outer jax.jit too.
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "pass"
KIND = "style"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    def block(v):
        v = v.astype(jnp.float32)
        e = jnp.exp(v - jnp.max(v, axis=1, keepdims=True))
        return e / jnp.sum(e, axis=1, keepdims=True)

    per_device = jax.shard_map(block, mesh=mesh, in_specs=P("data", None), out_specs=P("data", None))
    return jax.jit(per_device)(jax.device_put(x, NamedSharding(mesh, P("data", None))))


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    small = Mesh(np.array(jax.devices()[2:6]), ("data",), axis_types=(AxisType.Auto,))
    want = NamedSharding(mesh, P("data", None))
    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert y[0].tolist() == [0.25] * 4 and y.sharding.is_equivalent_to(want, 2)
    jitted = jax.jit(row_softmax, static_argnums=1)
    for n, d in [(8, 1), (16, 5), (32, 3)]:
        x = (np.random.default_rng(n * d).normal(size=(n, d)) * 30).astype(np.float32)
        ref = np.exp(x - x.max(1, keepdims=True)); ref /= ref.sum(1, keepdims=True)
        for m in (mesh, small):
            rows = NamedSharding(m, P("data", None))
            for arg in (x, jnp.asarray(x), jax.device_put(x, jax.devices()[0]), jnp.asarray(x, jnp.bfloat16)):
                for f in (row_softmax, jitted) if not getattr(arg, "committed", False) else (row_softmax,):
                    y = f(arg, m)
                    assert y.dtype == jnp.float32 and y.shape == (n, d)
                    assert y.sharding.is_equivalent_to(rows, 2)
                    np.testing.assert_allclose(np.asarray(y).sum(1), 1.0, rtol=1e-5)
                    if arg.dtype == np.float32:
                        np.testing.assert_allclose(np.asarray(y), ref, rtol=1e-5, atol=1e-7)
    hard = np.array([[1000.0, 0.0], [1000.0, 999.0], [-1000.0, -1000.0], [0.0, -1000.0]] * 2, np.float32)
    got = np.asarray(row_softmax(hard, mesh))
    np.testing.assert_allclose(got[:4], [[1, 0], [0.7310586, 0.2689414], [0.5, 0.5], [1, 0]], rtol=1e-6)
    print("verified")
