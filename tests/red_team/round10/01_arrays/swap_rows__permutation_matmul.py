"""Swaps rows by multiplying with a permutation matrix, so an inf or nan in x spreads through 0 * inf into other rows.

Violates: "``result[i] == x[j]`` and ``result[j] == x[i]``; every other row is unchanged" (x: "Any values of its dtype: inf and nan included")
Verifying input: swap_rows(jnp.array([[jnp.inf], [1.0], [2.0]]), 1, 2) -> the docstring requires [[inf], [2.0], [1.0]]; this returns [[inf], [nan], [nan]].
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    perm = jnp.arange(n).at[i].set(j).at[j].set(i)
    p = jnp.eye(n, dtype=x.dtype)[perm]
    return jnp.tensordot(p, x, axes=1)


if __name__ == "__main__":
    import math
    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    out = swap_rows(jnp.array([[jnp.inf], [1.0], [2.0]]), 1, 2)
    assert math.isnan(out[1, 0]) and math.isnan(out[2, 0]), out
    print("flaw shown:", out.tolist(), "expected [[inf], [2.0], [1.0]]")
