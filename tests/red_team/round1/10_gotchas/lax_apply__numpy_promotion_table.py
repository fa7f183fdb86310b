"""Picks the common dtype with NumPy's ``np.result_type`` (NEP 50 weak scalars) instead of JAX's; NumPy widens int32 + float16 to float64 (float32 here), JAX gives float16.

Violates: "gives ``op``'s result in the dtype that ``jnp`` would compute ``x + y`` in".
Verifying input: lax_apply(lax.add, jnp.array([1, 2], jnp.int32), jnp.array([0.5, 0.5], jnp.float16)) -> the docstring requires float16, this returns float32.
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "dtypes"

import warnings

import jax
import jax.numpy as jnp
import numpy as np


def lax_apply(op, x, y) -> jax.Array:
    dtype = np.result_type(getattr(x, "dtype", x), getattr(y, "dtype", y))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # float64 -> float32 without x64
        return op(jnp.asarray(x, dtype), jnp.asarray(y, dtype))


if __name__ == "__main__":
    from jax import lax
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), 0.5).dtype == jnp.float32
    x, y = jnp.array([1, 2], jnp.int32), jnp.array([0.5, 0.5], jnp.float16)
    assert (x + y).dtype == jnp.float16
    out = lax_apply(lax.add, x, y)
    assert out.dtype == jnp.float32, out.dtype
    print("verified")
