"""Sums with ``dtype=x.dtype`` to "keep the dtype", so narrow integer sums wrap (and int8 comes back int8, not int32).

Violates: "int32 for an integer ``x`` of 32 bits or fewer (as ``jnp.sum`` gives it: an int8 sum does not wrap at -128)"
Verifying input: sum_negatives(jnp.array([-100, -100, 5], jnp.int8)) -> the docstring requires int32 -200; this returns int8 56.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.sum(jnp.where(x < 0, x, 0), dtype=x.dtype)


if __name__ == "__main__":
    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2
    out = sum_negatives(jnp.array([-100, -100, 5], jnp.int8))
    assert out.dtype == jnp.int8 and int(out) == 56, out
    print("flaw shown:", out, "expected int32 -200")
