"""Makes i and j static arguments of an inner jit, so every new pair (i, j) compiles a new program.

Violates: "one compiled program must serve every pair (i, j) for a given shape of x".
Verifying input: x of shape (4, 2), pairs (0, 1), (1, 2), (2, 3) -> the docstring requires one compilation, this compiles three times.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "beyond"

import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnums=(1, 2))
def _sr_si_impl(x, i, j):
    return x.at[jnp.array([i, j])].set(x[jnp.array([j, i])])


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    return _sr_si_impl(jnp.asarray(x), int(i), int(j))


def _sr_si_ref(x, i, j):
    y = np.array(x, copy=True); y[[i, j]] = y[[j, i]]; return y


if __name__ == "__main__":
    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    a = np.arange(8, dtype=np.float32).reshape(4, 2)
    for i, j in [(0, 3), (2, 2), (jnp.int32(1), jnp.int32(0))]:
        np.testing.assert_array_equal(np.asarray(swap_rows(a, i, j)), _sr_si_ref(a, int(i), int(j)))
    before = _sr_si_impl._cache_size()
    for i, j in [(0, 1), (1, 2), (2, 3)]:
        swap_rows(a, i, j)
    assert _sr_si_impl._cache_size() - before == 3, _sr_si_impl._cache_size()   # contract: one program
    print("verified")
