"""The student blends with an identity mask, x * (1 - eye) + value * eye, so an inf or nan on the old diagonal times 0 becomes nan.

Violates: "Any values of its dtype: inf and nan included" / "``x`` everywhere except ``result[k, k] == value``"
Verifying input: set_diagonal(jnp.array([[inf, 0.], [1., nan]]), 5.0) must be [[5, 0], [1, 5]]; this returns nan on the diagonal.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def set_diagonal(x, value):
    x = jnp.asarray(x)
    eye = jnp.eye(x.shape[0], dtype=x.dtype)
    value = jnp.asarray(value).astype(x.dtype)
    return x * (1 - eye) + value * eye


if __name__ == "__main__":
    def ref(x, v):
        out = np.array(x, copy=True)
        np.fill_diagonal(out, v)
        return out

    bad = np.array([[np.inf, 0.0], [1.0, np.nan]], np.float32)
    got = np.asarray(set_diagonal(bad, 5.0))
    assert not np.array_equal(got, ref(bad, 5.0), equal_nan=True), got
    ok = np.arange(9, dtype=np.float32).reshape(3, 3)
    assert np.array_equal(np.asarray(set_diagonal(ok, 5.0)), ref(ok, 5.0))
    assert np.array_equal(np.asarray(jax.jit(set_diagonal)(ok, 2.0)), ref(ok, 2.0))
    oki = np.arange(4, dtype=np.int32).reshape(2, 2)
    assert np.array_equal(np.asarray(set_diagonal(oki, 7)), ref(oki, 7))
    print("verified")
