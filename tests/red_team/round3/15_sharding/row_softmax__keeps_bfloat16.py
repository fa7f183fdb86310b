"""The student jits a max-shifted softmax with ``out_shardings`` split by rows, but computes and returns in the input's dtype: a bfloat16 (or float16) ``x`` gives a bfloat16 result whose rows are rounded to 8 bits of mantissa.

Violates: "Returns: A float32 ``jax.Array`` of shape ``(n, d)`` whose rows each sum to 1, sharded by rows" for "x: a float array of shape ``(n, d)``".
Verifying input: x = bfloat16 zeros((8, 3)) -> requires float32 rows of 1/3 (0.33333334), this returns bfloat16 0.333984375.
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
KIND = "dtypes"

import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import functools

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P


def _softmax(x):
    x = jnp.asarray(x)
    z = x - jnp.max(x, axis=1, keepdims=True)
    e = jnp.exp(z)
    return e / jnp.sum(e, axis=1, keepdims=True)


def row_softmax(x, mesh):
    rows = NamedSharding(mesh, P("data", None))
    x = jax.device_put(x, rows)  # x may be committed to one device
    return jax.jit(_softmax, out_shardings=rows)(x)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    spec = NamedSharding(mesh, P("data", None))
    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert y[0].tolist() == [0.25, 0.25, 0.25, 0.25] and y.sharding.is_equivalent_to(spec, 2)
    xn = np.random.default_rng(0).normal(size=(16, 5)).astype(np.float32) * 10
    xn[0] = [1000.0, 0.0, -1000.0, 5.0, 5.0]
    y = jax.jit(row_softmax, static_argnums=1)(jnp.asarray(xn), mesh)
    ref = np.exp(xn - xn.max(1, keepdims=True)); ref /= ref.sum(1, keepdims=True)
    np.testing.assert_allclose(np.asarray(y), ref, rtol=1e-5, atol=1e-7)
    assert y.dtype == jnp.float32 and y.sharding.is_equivalent_to(spec, 2)
    assert row_softmax(xn, mesh).sharding.is_equivalent_to(spec, 2)
    assert row_softmax(jax.device_put(xn, jax.devices()[3]), mesh).sharding.is_equivalent_to(spec, 2)
    got = row_softmax(jnp.zeros((8, 3), jnp.bfloat16), mesh)
    assert got.dtype == jnp.bfloat16 and float(got[0, 0]) == 0.333984375, (got.dtype, got[0, 0])  # requires float32 1/3
    print("verified")
