"""The student stabilises with the maximum of the whole array (``x - x.max()``) rather than of each row: fine while rows have similar scales, but a row far below the global maximum underflows to all zeros and divides 0 by 0.

Violates: "Must be numerically stable (rows like ``[1000.0, 0.0]`` give finite values)" / "whose rows each sum to 1"
Verifying input: row_softmax(x, mesh) with x of shape (8, 2), row 0 = [1000, 0] and the other rows [0, 0] -> requires rows 1-7 = [0.5, 0.5], this returns NaN there.
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
KIND = "horizons"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    @functools.partial(jax.jit, out_shardings=NamedSharding(mesh, P("data", None)))
    def run(x):
        x = x.astype(jnp.float32)
        e = jnp.exp(x - x.max())
        return e / e.sum(axis=1, keepdims=True)

    return run(x)


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert y[0].tolist() == [0.25] * 4 and y.sharding.is_equivalent_to(NamedSharding(mesh, P("data", None)), 2)

    def reference(x):
        x = np.asarray(x, np.float64)
        e = np.exp(x - x.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)

    rng = np.random.default_rng(0)
    x = rng.standard_normal((16, 5)).astype(np.float32)
    assert np.allclose(row_softmax(x, mesh), reference(x), rtol=1e-5, atol=1e-6)  # ordinary inputs are fine
    uniform = np.asarray(row_softmax(np.full((8, 2), 1000.0, np.float32), mesh))
    assert np.allclose(uniform, 0.5)  # a uniformly large batch too
    x = np.zeros((8, 2), np.float32)
    x[0] = [1000.0, 0.0]
    got = np.asarray(row_softmax(x, mesh))
    print("row 0:", got[0], " row 1:", got[1], " required", reference(x)[1])
    assert np.isfinite(reference(x)).all() and np.isnan(got[1:]).all()
    print("verified")
