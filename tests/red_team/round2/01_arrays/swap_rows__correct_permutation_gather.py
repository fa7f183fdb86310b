"""Correct: build the index permutation with two scatters on arange, then gather all rows with it (jnp.take).

Violates: nothing (correct solution).
Verifying input: random shapes (1-D, 2-D, 3-D), float/int/bool, inf/nan, int32 extremes, every (i, j) incl. i == j, jitted and traced indices -> matches NumPy.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    rows = jnp.arange(x.shape[0])
    perm = rows.at[i].set(rows[j]).at[j].set(rows[i])
    return jnp.take(x, perm, axis=0)


if __name__ == "__main__":
    import numpy as np

    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    rng = np.random.default_rng(5)
    f = jax.jit(swap_rows)
    cases = [rng.normal(size=(4, 3)).astype(np.float32),
             rng.normal(size=(5,)).astype(np.float16),
             np.array([[2**31 - 1, -2**31], [0, 1], [16777217, -16777217]], np.int32),
             rng.integers(0, 2, (3, 2, 2)).astype(bool),
             np.array([[np.inf, np.nan], [-np.inf, -0.0]], np.float32),
             np.ones((1, 4), np.float32)]
    for x in cases:
        keep = x.copy()
        for i in range(x.shape[0]):
            for j in range(x.shape[0]):
                ref = x.copy(); ref[[i, j]] = x[[j, i]]
                for got in (f(x, i, j), f(x, jnp.int32(i), jnp.int32(j)), swap_rows(x, i, j)):
                    got = np.asarray(got)
                    assert got.dtype == x.dtype and got.shape == x.shape
                    np.testing.assert_array_equal(got, ref)
        np.testing.assert_array_equal(x, keep)
    print("verified")
