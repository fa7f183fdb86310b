"""The student computes each row's maximum with NumPy on the host before the jitted part, which works when called directly but cannot run under jax.jit.

Violates: "work under ``jax.jit`` (``mesh`` static)".
Verifying input: jax.jit(row_softmax, static_argnums=1)(zeros((8, 4)), mesh) -> requires the row-sharded softmax, this raises TracerArrayConversionError.
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
KIND = "purity"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    rows = NamedSharding(mesh, P("data", None))
    host = np.asarray(x, np.float32)
    shifted = host - host.max(axis=1, keepdims=True)  # stable: each row's max becomes 0

    def softmax(v):
        e = jnp.exp(v)
        return e / jnp.sum(e, axis=1, keepdims=True)

    return jax.jit(softmax, out_shardings=rows)(jax.device_put(shifted, rows))


if __name__ == "__main__":
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    want = NamedSharding(mesh, P("data", None))
    x = np.random.default_rng(5).normal(size=(16, 4)).astype(np.float32)
    ref = np.exp(x - x.max(1, keepdims=True)); ref /= ref.sum(1, keepdims=True)
    for arg in (x, jax.device_put(x, jax.devices()[0])):
        y = row_softmax(arg, mesh)
        np.testing.assert_allclose(np.asarray(y), ref, rtol=1e-5)
        assert y.sharding.is_equivalent_to(want, 2)
    assert np.isfinite(np.asarray(row_softmax(np.array([[1000.0, 0.0]] * 8, np.float32), mesh))).all()
    try:
        jax.jit(row_softmax, static_argnums=1)(jnp.zeros((8, 4)), mesh)
    except jax.errors.TracerArrayConversionError:
        pass
    else:
        raise AssertionError("expected a tracer conversion error under jit")
    print("verified")
