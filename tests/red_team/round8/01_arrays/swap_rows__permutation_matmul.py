"""The student builds the transposition as a permutation matrix and applies it with a matrix product, so a nan or inf in one row spreads (0 * nan = nan) into every other row.

Violates: "Any values of its dtype: inf and nan included" / "every other row is unchanged"
Verifying input: swap_rows(jnp.array([[1.0, jnp.nan], [3.0, 4.0], [5.0, 6.0]]), 0, 2) must be [[5, 6], [3, 4], [1, nan]]; this returns nan in column 1 of every row.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    perm = jnp.arange(n)
    perm = perm.at[i].set(j).at[j].set(perm[i])
    p = jax.nn.one_hot(perm, n, dtype=x.dtype)
    return jnp.tensordot(p, x, axes=1).astype(x.dtype)


if __name__ == "__main__":
    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    assert jax.jit(swap_rows)(jnp.arange(12.0).reshape(3, 2, 2), 1, 1).tolist() == np.arange(12.0).reshape(3, 2, 2).tolist()
    x = np.array([[1.0, np.nan], [3.0, 4.0], [5.0, 6.0]], np.float32)
    ref = x.copy()
    ref[[0, 2]] = ref[[2, 0]]
    got = np.asarray(jax.jit(swap_rows)(jnp.asarray(x), 0, 2))
    print("expected", ref.tolist(), "got", got.tolist())
    assert np.isnan(got[1, 1]) and np.isnan(got[0, 1])
    print("flaw shown")
