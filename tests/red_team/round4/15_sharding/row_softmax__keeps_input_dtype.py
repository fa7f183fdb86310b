"""The student computes a stable softmax and pins the output sharding, but never casts to float32, so bfloat16/float16 inputs come back in their own low precision.

Violates: "Returns: A float32 ``jax.Array`` of shape ``(n, d)``"
Verifying input: x = jnp.zeros((8, 4), jnp.bfloat16) -> requires a float32 result, this returns bfloat16.
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
KIND = "dtypes"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    @functools.partial(jax.jit, out_shardings=NamedSharding(mesh, P("data", None)))
    def _softmax(x):
        z = x - jnp.max(x, axis=1, keepdims=True)
        e = jnp.exp(z)
        return e / jnp.sum(e, axis=1, keepdims=True)

    return _softmax(jnp.asarray(x))


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    assert jax.device_count() == 8, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert y[0].tolist() == [0.25] * 4 and y.sharding.is_equivalent_to(NamedSharding(mesh, P("data", None)), 2)
    x = np.random.RandomState(0).randn(16, 5).astype(np.float32) * 10
    x[0] = [1000.0, 0.0, 0.0, 0.0, 0.0]
    y = row_softmax(x, mesh)
    ref = np.exp(x - x.max(1, keepdims=True)); ref /= ref.sum(1, keepdims=True)
    assert y.dtype == jnp.float32 and np.allclose(y, ref, atol=1e-6) and np.all(np.isfinite(y))
    y2 = jax.jit(row_softmax, static_argnums=1)(jnp.asarray(x), mesh)
    assert np.allclose(y2, ref, atol=1e-6)
    # the flaw
    yb = row_softmax(jnp.zeros((8, 4), jnp.bfloat16), mesh)
    print("dtype for bfloat16 input:", yb.dtype)
    assert yb.dtype == jnp.bfloat16
    print("verified")
