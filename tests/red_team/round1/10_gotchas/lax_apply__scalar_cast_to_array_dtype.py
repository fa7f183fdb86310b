"""Casts a Python number to the other operand's dtype (weak typing as "always take the array's dtype"), so ``int8_array + 0.5`` is computed in int8.

Violates: "a Python number is weakly typed and takes the array's dtype ..., unless its kind does not fit (``int8_array + 0.5`` is float32)".
Verifying input: lax_apply(lax.add, jnp.array([1, 2], jnp.int8), 0.5) -> the docstring requires float32 [1.5, 2.5], this returns int8 [1, 2].
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def _lasc_is_python_number(v):
    return isinstance(v, (bool, int, float, complex))


def lax_apply(op, x, y) -> jax.Array:
    if _lasc_is_python_number(y) and not _lasc_is_python_number(x):
        x = jnp.asarray(x)
        return op(x, lax.convert_element_type(y, x.dtype))
    if _lasc_is_python_number(x) and not _lasc_is_python_number(y):
        y = jnp.asarray(y)
        return op(lax.convert_element_type(x, y.dtype), y)
    dtype = jnp.result_type(x, y)
    return op(jnp.asarray(x, dtype), jnp.asarray(y, dtype))


if __name__ == "__main__":
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    assert lax_apply(lax.sub, 3, jnp.array([1, 2], jnp.int16)).dtype == jnp.int16
    out = lax_apply(lax.add, jnp.array([1, 2], jnp.int8), 0.5)
    assert jnp.add(jnp.array([1, 2], jnp.int8), 0.5).dtype == jnp.float32
    assert out.dtype == jnp.int8, out.dtype
    assert out.tolist() != [1.5, 2.5]
    print("verified")
