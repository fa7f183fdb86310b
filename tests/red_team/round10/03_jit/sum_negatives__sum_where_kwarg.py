"""Correct: a single masked reduction, jnp.sum(x, where=x < 0), which keeps jnp.sum's own dtype rules.

Verifying input: checked both Examples, int8 [-100, -100] -> int32 -200, int16/uint8 dtypes, int32 values past 2**24
(-(2**24) - 1 summed exactly), float16/bfloat16 dtype kept, empty and 0-d inputs, and all-positive input -> 0.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.sum(x, where=x < 0)


if __name__ == "__main__":
    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2
    r = sum_negatives(jnp.array([-100, -100, 5], jnp.int8)); assert r.dtype == jnp.int32 and int(r) == -200
    r = sum_negatives(jnp.array([-30000, -30000], jnp.int16)); assert r.dtype == jnp.int32 and int(r) == -60000
    r = sum_negatives(jnp.array([-(2**24) - 1, 3, -2], jnp.int32)); assert int(r) == -(2**24) - 3
    for dt in (jnp.float16, jnp.bfloat16):
        r = sum_negatives(jnp.array([-1.5, 2.0, -0.5], dt)); assert r.dtype == dt and float(r) == -2.0
    assert sum_negatives(jnp.zeros(0)).tolist() == 0.0 and sum_negatives(jnp.zeros((0, 3), jnp.int8)).dtype == jnp.int32
    assert sum_negatives(jnp.float32(-3.0)).tolist() == -3.0 and sum_negatives(jnp.array([1, 2])).tolist() == 0
    assert sum_negatives(jnp.array([1, 2], jnp.uint8)).tolist() == 0
    print("ok")
