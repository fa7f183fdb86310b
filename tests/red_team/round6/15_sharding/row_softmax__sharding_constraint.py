"""Correct, unusual style: computes the softmax with ``jax.nn.log_softmax`` then ``exp`` in float32, and pins the result's layout *inside* the jitted program with ``jax.lax.with_sharding_constraint`` instead of ``out_shardings``.

Verifying input: values compared with a float64 NumPy stable softmax on random rows, rows like [1000, 0], [-1000, -1000], [1000, 999]; inputs float32, float16, bfloat16, NumPy and uncommitted jnp arrays, (n, d) in {(8, 1), (16, 33), (64, 4)}; result float32, rows sum to 1, sharded P('data', None) over the mesh; also under jax.jit with mesh static.
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnums=1)
def _row_softmax(x, mesh):
    y = jnp.exp(jax.nn.log_softmax(x.astype(jnp.float32), axis=-1))
    return jax.lax.with_sharding_constraint(y, NamedSharding(mesh, P("data", None)))


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    return _row_softmax(x, mesh)


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    want_sharding = NamedSharding(mesh, P("data", None))

    def reference(x):
        x = np.asarray(x, np.float64)
        e = np.exp(x - x.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)

    rng = np.random.default_rng(0)
    jitted = jax.jit(row_softmax, static_argnums=1)
    for n, d in ((8, 1), (16, 33), (64, 4)):
            base = (rng.standard_normal((n, d)) * 5).astype(np.float32)
            base[0, 0] = 1000.0
            if n > 8:
                base[1, :] = -1000.0
                base[2, :2] = [1000.0, 999.0][: min(2, d)]
            for dt in (np.float32, np.float16, jnp.bfloat16):
                x_np = np.asarray(jnp.asarray(base).astype(dt))
                for x in (x_np, jnp.asarray(x_np)):
                    for fn in (row_softmax, jitted):
                        y = fn(x, mesh)
                        assert y.dtype == jnp.float32 and y.shape == (n, d)
                        assert y.sharding.is_equivalent_to(want_sharding, 2), y.sharding
                        got = np.asarray(y)
                        assert np.isfinite(got).all()
                        assert np.allclose(got, reference(np.asarray(x, np.float32)), rtol=1e-5, atol=1e-6)
                        assert np.allclose(got.sum(axis=1), 1, atol=1e-5)
    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert y[0].tolist() == [0.25, 0.25, 0.25, 0.25]
    print("verified")
