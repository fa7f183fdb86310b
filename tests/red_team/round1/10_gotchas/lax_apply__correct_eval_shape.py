"""Correct: asks JAX itself for the dtype of ``x + y`` with ``jax.eval_shape(jnp.add, x, y)`` (nothing computed) and converts both operands with lax.

Violates: nothing (correct solution).
Verifying input: int8/int16/int32/uint8/float16/bfloat16/float32 arrays and Python ints/floats, several lax ops -> dtype equals jnp's x + y, values match NumPy float64.

Relabelled flawed: the docstring now admits a Python int past int32 beside a uint32 array (``lax_apply(lax.add, uint32 array, 3_000_000_000)``), and ``jax.eval_shape`` refuses it with OverflowError.
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def lax_apply(op, x, y) -> jax.Array:
    dtype = jax.eval_shape(jnp.add, x, y).dtype
    return op(lax.convert_element_type(x, dtype), lax.convert_element_type(y, dtype))


if __name__ == "__main__":
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    operands = [jnp.array([1, -2], jnp.int8), jnp.array([3, 4], jnp.int16), jnp.array([16777217, 5], jnp.int32),
                jnp.array([7, 200], jnp.uint8), jnp.array([0.5, 1.5], jnp.float16),
                jnp.array([0.25, 2.0], jnp.bfloat16), jnp.array([1.5, -2.5], jnp.float32), 3, 0.5]
    for x in operands:
        for y in operands:
            expected_dtype = jnp.add(x, y).dtype
            ops = ((lax.add, np.add), (lax.max, np.maximum), (lax.mul, np.multiply))
            if any(getattr(v, "dtype", None) == jnp.int32 for v in (x, y)):
                ops = ops[:2]  # int32 products of 16777217 wrap, as in jnp
            for op, npop in ops:
                out = lax_apply(op, x, y)
                assert out.dtype == expected_dtype, (x, y, out.dtype, expected_dtype)
                ref = npop(np.asarray(x, np.float64), np.asarray(y, np.float64)).astype(expected_dtype)
                assert np.allclose(np.asarray(out, np.float64), np.asarray(ref, np.float64), rtol=1e-2), (x, y)
    assert lax_apply(lax.add, jnp.array([16777217], jnp.int32), jnp.array([0], jnp.int32)).tolist() == [16777217]
    print("verified")
