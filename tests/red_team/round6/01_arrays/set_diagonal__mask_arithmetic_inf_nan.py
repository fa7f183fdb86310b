"""The student blends with arithmetic, x * (1 - eye) + value * eye, so an inf anywhere turns 0 * inf into nan.

Violates: "``x`` everywhere except ``result[k, k] == value`` for every ``k``"
Verifying input: x = [[inf, 0], [0, 0]] (float32), value = 1.0 -> requires [[1, 0], [0, 1]], this returns [[nan, 0], [0, 1]]; and value = inf on zeros puts nan off the diagonal.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def set_diagonal(x, value):
    x = jnp.asarray(x)
    eye = jnp.eye(x.shape[0], dtype=x.dtype)
    return (x * (1 - eye) + jnp.asarray(value, x.dtype) * eye).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    x = np.array([[np.inf, 0.0], [0.0, 0.0]], dtype=np.float32)
    expected = x.copy()
    np.fill_diagonal(expected, 1.0)
    got = np.asarray(set_diagonal(x, 1.0))
    print("expected", expected.tolist(), "got", got.tolist())
    assert not np.array_equal(got, expected, equal_nan=True)
    assert np.isnan(got[0, 0])                    # inf * (1 - 1) on the diagonal
    z = np.zeros((2, 2), np.float32)
    exp2 = z.copy(); np.fill_diagonal(exp2, np.inf)
    got2 = np.asarray(set_diagonal(z, float("inf")))
    print("value=inf expected", exp2.tolist(), "got", got2.tolist())
    assert np.isnan(got2[0, 1])
    print("verified")
