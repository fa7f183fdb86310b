"""For i == j given as Python ints the student returns ``x`` itself as a shortcut: a NumPy input comes back as the very same (mutable) object, not a copy.

Violates: "``i == j`` returns a copy of ``x``."
Verifying input: x = np.arange(6.0).reshape(3, 2), i=1, j=1 -> the docstring requires a new array equal to x, this returns x itself (result is x; writing to the result changes x).
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    if isinstance(i, int) and isinstance(j, int) and i == j:
        return x  # nothing to swap
    x = jnp.asarray(x)
    xi, xj = x[i], x[j]
    return x.at[i].set(xj).at[j].set(xi)


if __name__ == "__main__":
    import numpy as np

    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    rng = np.random.default_rng(4)
    f = jax.jit(swap_rows)
    for shape in [(4, 3), (5,), (3, 2, 2), (1, 4)]:
        x = rng.normal(size=shape).astype(np.float32)
        x[0, ...] = np.inf
        for i in range(shape[0]):
            for j in range(shape[0]):
                ref = x.copy(); ref[[i, j]] = x[[j, i]]
                np.testing.assert_array_equal(np.asarray(f(x, i, j)), ref)
                np.testing.assert_array_equal(np.asarray(swap_rows(x, jnp.int32(i), j)), ref)
                np.testing.assert_array_equal(np.asarray(swap_rows(x, i, j)), ref)
    x = np.arange(6.0).reshape(3, 2)
    out = swap_rows(x, 1, 1)
    assert out is x
    out[0, 0] = 99.0
    assert x[0, 0] == 99.0
    print("verified")
