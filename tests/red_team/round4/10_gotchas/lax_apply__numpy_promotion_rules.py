"""The student promotes with NumPy's `np.result_type` (NEP 50 keeps Python numbers weak, like JAX) and narrows 64-bit results to 32 bits, but NumPy's lattice is not JAX's: an integer array meeting a float16 (or bfloat16) array goes to float32/float64 in NumPy and stays float16 in `jnp`.

Violates: "gives ``op``'s result in the dtype that ``jnp`` would compute ``x + y`` in"
Verifying input: lax.add, x = jnp.array([1, 2], jnp.int16), y = jnp.array([0.5, 0.25], jnp.float16) -> requires float16 (jnp's int16 + float16), this returns float32.
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

_NARROW = {np.dtype(np.float64): np.dtype(np.float32), np.dtype(np.int64): np.dtype(np.int32),
           np.dtype(np.uint64): np.dtype(np.uint32), np.dtype(np.complex128): np.dtype(np.complex64)}


def _promotion_operand(v):
    if isinstance(v, (bool, int, float, complex)):
        return v                                     # a Python number: weak
    if getattr(v, "weak_type", False):               # a Python number traced by jit: still weak
        return np.zeros((), v.dtype).item()
    return np.dtype(v.dtype)


def lax_apply(op, x, y):
    # NumPy 2 keeps Python numbers weak, just like JAX
    dtype = np.result_type(_promotion_operand(x), _promotion_operand(y))
    dtype = _NARROW.get(np.dtype(dtype), np.dtype(dtype))   # JAX computes in 32 bits
    return op(lax.convert_element_type(x, dtype), lax.convert_element_type(y, dtype))


if __name__ == "__main__":
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    cases = [
        (jnp.array([1, 2], jnp.int8), 0.5), (jnp.array([1, 2], jnp.int8), 3), (2, 3.5), (2, 3),
        (jnp.array([1.5, 2.5], jnp.float16), 1), (jnp.array([1, 2], jnp.int32), 2**24 + 1),
        (2**30 + 1, jnp.array([1.0, 2.0])), (jnp.array([1, 2], jnp.uint8), jnp.array([3, 4], jnp.int8)),
        (jnp.array([1, 2], jnp.uint32), jnp.array([3, 4], jnp.int32)), (jnp.array([True, False]), 1),
        (jnp.array([1.0, 2.0], jnp.bfloat16), 2.0), (jnp.array([1.0, 2.0]), jnp.array([3, 4], jnp.int32)),
    ]
    for op in (lax.add, lax.max, lax.mul):
        for x, y in cases:
            if op is lax.add and jnp.result_type(x, y) == jnp.bool_:
                continue
            want = jnp.add(x, y) if op is lax.add else (jnp.maximum(x, y) if op is lax.max else jnp.multiply(x, y))
            got = lax_apply(op, x, y)
            assert got.dtype == want.dtype, (x, y, got.dtype, want.dtype)
            np.testing.assert_array_equal(np.asarray(got, np.float64), np.asarray(want, np.float64))
    f = jax.jit(lax_apply, static_argnums=0)
    assert f(lax.add, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype == jnp.float16

    # the flaw: NumPy's lattice sends int + float16 to a wider float
    x, y = jnp.array([1, 2], jnp.int16), jnp.array([0.5, 0.25], jnp.float16)
    got = lax_apply(lax.add, x, y)
    print("required", (x + y).dtype, "got", got.dtype)
    assert (x + y).dtype == jnp.float16 and got.dtype == jnp.float32
    print("verified")
