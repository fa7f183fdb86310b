"""The student stabilises the softmax by subtracting the maximum of the whole array instead of each row's, so a row far below the global maximum underflows to 0/0.

Violates: "Must be numerically stable (rows like ``[1000.0, 0.0]`` give finite values)" and "whose rows each sum to 1".
Verifying input: x = [[1000, 999], [-1000, -1000]] * 4 -> requires row 2 = [0.5, 0.5], this returns [nan, nan].
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
KIND = "values"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    rows = NamedSharding(mesh, P("data", None))

    @jax.jit
    def run(v):
        v = jax.lax.with_sharding_constraint(v.astype(jnp.float32), rows)
        e = jnp.exp(v - jnp.max(v))
        return jax.lax.with_sharding_constraint(e / jnp.sum(e, axis=1, keepdims=True), rows)

    return run(jax.device_put(x, rows))


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    want = NamedSharding(mesh, P("data", None))
    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert y[0].tolist() == [0.25] * 4 and y.sharding.is_equivalent_to(want, 2)
    x = np.random.default_rng(0).normal(size=(16, 5)).astype(np.float32)
    ref = np.exp(x - x.max(1, keepdims=True)); ref /= ref.sum(1, keepdims=True)
    np.testing.assert_allclose(np.asarray(row_softmax(x, mesh)), ref, rtol=1e-5)
    assert np.isfinite(np.asarray(row_softmax(np.array([[1000.0, 0.0]] * 8, np.float32), mesh))).all()
    bad = np.array([[1000.0, 999.0], [-1000.0, -1000.0]] * 4, np.float32)
    got = np.asarray(row_softmax(bad, mesh))
    assert np.isnan(got[1]).all(), got[1]
    print("verified")
