"""The student uses jax.nn.softmax on x as given, so a bfloat16 (or float16) input comes back in that dtype instead of float32, with bfloat16 rounding.

Violates: "A float32 ``jax.Array`` of shape ``(n, d)``".
Verifying input: x = bfloat16 normal(16, 8) -> requires a float32 result, this returns bfloat16 (rows off by up to ~4e-3).
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
KIND = "dtypes"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    rows = NamedSharding(mesh, P("data", None))
    return jax.jit(lambda v: jax.nn.softmax(v, axis=-1), out_shardings=rows)(jax.device_put(x, rows))


if __name__ == "__main__":
    import numpy as np
    import jax.numpy as jnp
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    want = NamedSharding(mesh, P("data", None))
    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert y[0].tolist() == [0.25] * 4 and y.sharding.is_equivalent_to(want, 2) and y.dtype == jnp.float32
    x = np.random.default_rng(2).normal(size=(16, 8)).astype(np.float32)
    ref = np.exp(x - x.max(1, keepdims=True)); ref /= ref.sum(1, keepdims=True)
    np.testing.assert_allclose(np.asarray(row_softmax(jax.device_put(x, jax.devices()[1]), mesh)), ref, rtol=1e-5)
    assert np.isfinite(np.asarray(row_softmax(np.array([[1000.0, 0.0]] * 8, np.float32), mesh))).all()
    got = row_softmax(jnp.asarray(x, jnp.bfloat16), mesh)
    assert got.dtype == jnp.bfloat16
    print("verified")
