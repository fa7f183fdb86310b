"""Correct, unusual style: the promoted dtype comes from ``jnp.result_type(x, y)`` (which knows
weak Python numbers and canonicalises NumPy dtypes), and both operands are converted in one
``jax.tree.map`` of ``lax.convert_element_type`` over the pair before ``op`` is applied once.
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "pass"
KIND = "correct"

import functools
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def lax_apply(op: Callable[[jax.Array, jax.Array], jax.Array], x: Any, y: Any) -> jax.Array:
    target = jnp.result_type(x, y)
    convert = functools.partial(lax.convert_element_type, new_dtype=target)
    a, b = jax.tree.map(convert, (x, y))
    return op(a, b)


if __name__ == "__main__":
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    cases = [
        (jnp.array([100, -128], jnp.int8), jnp.array([200, 255], jnp.uint8)),
        (np.array([1, 2], np.int32), np.array([0.5, 0.5], np.float16)),
        (jnp.ones(2, jnp.float16), np.array(2.0, np.float32)),
        (jnp.array([1, 2], jnp.int8), 0.5),
        (jnp.array([127, -128], jnp.int8), 1),
        (3, 2.5),
        (np.array([1.5, 2.5]), jnp.array([1, 2], jnp.int8)),
    ]
    for x, y in cases:
        got = lax_apply(lax.add, x, y)
        want = jnp.add(x, y)
        assert got.dtype == want.dtype, (x, y, got.dtype, want.dtype)
        assert bool(jnp.array_equal(got, want)), (x, y, got, want)
    assert jax.jit(lax_apply, static_argnums=0)(lax.mul, jnp.array([1.0], jnp.bfloat16), 3).dtype == jnp.bfloat16
    print("ok")
