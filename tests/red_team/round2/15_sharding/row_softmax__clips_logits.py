"""The student avoids overflow by clipping the inputs to [-80, 80] before a plain exp/sum softmax, which is finite but wrong for any row with entries beyond the clip.

Violates: "The softmax of each row of ``x``".
Verifying input: x = [[1000.0, 999.0]] * 8 -> requires [0.7311, 0.2689] per row, this returns [0.5, 0.5].
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

    def softmax(v):
        e = jnp.exp(jnp.clip(v.astype(jnp.float32), -80.0, 80.0))  # exp(88) is the float32 limit
        return e / jnp.sum(e, axis=1, keepdims=True)

    return jax.jit(softmax, out_shardings=rows)(jax.device_put(x, rows))


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    want = NamedSharding(mesh, P("data", None))
    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert y[0].tolist() == [0.25] * 4 and y.sharding.is_equivalent_to(want, 2)
    x = np.random.default_rng(1).normal(size=(16, 6)).astype(np.float32) * 5
    ref = np.exp(x - x.max(1, keepdims=True)); ref /= ref.sum(1, keepdims=True)
    np.testing.assert_allclose(np.asarray(row_softmax(x, mesh)), ref, rtol=1e-5)
    got = np.asarray(row_softmax(np.array([[1000.0, 0.0]] * 8, np.float32), mesh))
    np.testing.assert_allclose(got[0], [1.0, 0.0], atol=1e-6)  # the docstring's row still passes
    got = np.asarray(row_softmax(np.array([[1000.0, 999.0]] * 8, np.float32), mesh))
    assert np.isfinite(got).all() and got[0].tolist() == [0.5, 0.5], got[0]
    print("verified")
