"""The student converts ``value`` through float32 before casting it to x's dtype, so int32 values past 2**24 round (2**24 + 1 becomes 2**24).

Violates: "value: ... Any values: inf and nan included, integers up to both ends of their range." / "``result[k, k] == value``"
Verifying input: set_diagonal(jnp.zeros((2, 2), jnp.int32), 2**24 + 1) must put 16777217 on the diagonal; this puts 16777216.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def set_diagonal(x, value):
    x = jnp.asarray(x)
    n = x.shape[0]
    v = jnp.asarray(value, jnp.float32).astype(x.dtype)  # "make it a float first, then cast"
    k = jnp.arange(n)
    return x.at[k, k].set(v)


if __name__ == "__main__":
    def ref(x, v):
        out = np.array(x, copy=True)
        np.fill_diagonal(out, v)
        return out

    z = np.zeros((2, 2), np.int32)
    got = np.asarray(set_diagonal(z, 2**24 + 1))
    assert not np.array_equal(got, ref(z, 2**24 + 1)), got
    ok = np.arange(9, dtype=np.float32).reshape(3, 3)
    ok[0, 1] = np.inf
    assert np.array_equal(np.asarray(set_diagonal(ok, 5.0)), ref(ok, 5.0))
    assert np.array_equal(np.asarray(set_diagonal(ok, np.nan)), ref(ok, np.nan), equal_nan=True)
    oki = np.arange(4, dtype=np.int32).reshape(2, 2)
    assert np.array_equal(np.asarray(jax.jit(set_diagonal)(oki, 7)), ref(oki, 7))
    assert set_diagonal(np.zeros((0, 0), np.float32), 1.0).shape == (0, 0)
    print("verified")
