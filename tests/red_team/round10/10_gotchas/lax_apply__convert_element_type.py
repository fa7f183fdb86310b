"""Correct: asks jnp.result_type for the promoted dtype (it honours weak Python scalars) and converts each operand with lax.convert_element_type, Python ints included, without an intermediate int32 array.

Verifying input: checked both Examples, int8 array + 0.5 -> float32, uint32 array + 3_000_000_000 -> uint32, int8 + int8
wrapping (127 + 1 -> -128), int16 + float16 -> float16, bfloat16 + float16 -> float32, two Python numbers, lax.max and
lax.sub, and use under jax.jit with array operands.
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def lax_apply(op, x, y):
    dtype = jnp.result_type(x, y)
    return op(lax.convert_element_type(x, dtype), lax.convert_element_type(y, dtype))


if __name__ == "__main__":
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    r = lax_apply(lax.add, jnp.array([1, 2], jnp.int8), 0.5); assert r.dtype == jnp.float32 and r.tolist() == [1.5, 2.5]
    r = lax_apply(lax.add, jnp.array([1], jnp.uint32), 3_000_000_000); assert r.dtype == jnp.uint32 and int(r[0]) == 3_000_000_001
    r = lax_apply(lax.add, jnp.array([127], jnp.int8), jnp.array([1], jnp.int8)); assert r.tolist() == [-128]
    assert lax_apply(lax.add, jnp.array([1], jnp.int16), jnp.array([1], jnp.float16)).dtype == jnp.float16
    assert lax_apply(lax.add, jnp.array([1], jnp.bfloat16), jnp.array([1], jnp.float16)).dtype == jnp.float32
    r = lax_apply(lax.sub, 2**31 - 1, 1); assert r.dtype == jnp.int32 and int(r) == 2**31 - 2
    r = lax_apply(lax.add, 2**30 + 1, jnp.array([2**30], jnp.int32)); assert int(r[0]) == 2**31 + 1 - 2**32
    assert lax_apply(lax.max, 1, 2.5).dtype == jnp.float32
    f = jax.jit(lambda a, b: lax_apply(lax.add, a, b))
    assert f(jnp.array([1], jnp.int8), jnp.array([1.5], jnp.float16)).dtype == jnp.float16
    print("ok")
