"""Correct: asks jnp.result_type for the promoted dtype of the original operands (weak Python numbers included) and converts each with lax.convert_element_type before calling op.

Verifying input: compared with jnp's own x + y (value and dtype) for lax.add, lax.mul, lax.max over arrays of int8, int32, uint32, float16, bfloat16, float32, Python ints (2**24 + 1, 2**31 - 1) and floats, two Python numbers; lax.add under jit too for a quarter of the first operands.
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
    import warnings
    import numpy as np

    warnings.simplefilter("ignore", RuntimeWarning)   # 2**31 - 1 into float16 overflows to inf, in jnp too

    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    operands = [
        jnp.array([1, -7], jnp.int8), jnp.array([2**24, -3], jnp.int32),
        jnp.array([2**31 + 5, 1], jnp.uint32), jnp.array([1.5, -2.25], jnp.float16), jnp.array([3.0, 0.5], jnp.bfloat16),
        jnp.array([2.5e7, -1.0], jnp.float32), 
        2**24 + 1, 2**31 - 1, 0.5,
    ]
    ops = [lax.add, lax.mul, lax.max]
    jnp_of = {lax.add: jnp.add, lax.sub: jnp.subtract, lax.mul: jnp.multiply, lax.max: jnp.maximum, lax.min: jnp.minimum}
    checked = 0
    jitted = jax.jit(lax_apply, static_argnums=0)
    for i, x in enumerate(operands):
        for y in operands:
            try:
                want_dtype = jnp.result_type(x, y)
                want = {op: jnp_of[op](x, y) for op in ops}
            except (OverflowError, TypeError):
                continue                                    # jnp itself refuses this pair
            for op in ops:
                for fn in (lax_apply, jitted) if (op is lax.add and i % 4 == 0) else (lax_apply,):
                    got = fn(op, x, y)
                    assert got.dtype == want[op].dtype == want_dtype, (x, y, op, got.dtype, want[op].dtype)
                    np.testing.assert_array_equal(np.asarray(got), np.asarray(want[op]))
                    checked += 1
    print(checked, "cases")
    print("verified")
