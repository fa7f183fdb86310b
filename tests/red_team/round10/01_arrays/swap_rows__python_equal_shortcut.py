"""Short-cuts ``i == j`` with a Python ``if``, which cannot be evaluated when i and j are traced under jax.jit.

Violates: "``i`` and ``j`` may be traced integers (arguments of a jitted function): one compiled program must serve every pair ``(i, j)``"
Verifying input: jax.jit(swap_rows)(jnp.arange(6).reshape(3, 2), 0, 2) -> the docstring requires [[4, 5], [2, 3], [0, 1]]; this raises TracerBoolConversionError.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    if i == j:  # nothing to swap
        return x
    row_i, row_j = x[i], x[j]
    return x.at[i].set(row_j).at[j].set(row_i)


if __name__ == "__main__":
    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    try:
        jax.jit(swap_rows)(jnp.arange(6).reshape(3, 2), 0, 2)
    except jax.errors.TracerBoolConversionError as e:
        print("flaw shown:", type(e).__name__)
    else:
        raise AssertionError("expected a tracer error")
