"""Promotes with jnp.promote_types on the operands' dtypes, which forgets that a Python number is weakly typed: float16 array with 2.0 becomes float32.

Violates: "a Python number is weakly typed and takes the array's dtype (``float16_array + 1.0`` is float16)"
Verifying input: lax_apply(lax.max, jnp.array([1., 4.], jnp.float16), 2.0) -> requires dtype float16, this returns float32.
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def lax_apply(op, x, y):
    x, y = jnp.asarray(x), jnp.asarray(y)
    dtype = jnp.promote_types(x.dtype, y.dtype)
    return op(x.astype(dtype), y.astype(dtype))


if __name__ == "__main__":
    from jax import lax

    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    x = jnp.array([1.0, 4.0], jnp.float16)
    expected = (x + 2.0).dtype                      # what jnp does
    got = lax_apply(lax.max, x, 2.0)
    print("expected", expected, "got", got.dtype)
    assert expected == jnp.float16 and got.dtype != expected
    print("verified")
