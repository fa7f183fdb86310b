"""The student blends x and value with an identity mask, x * (1 - I) + value * I, which turns inf*0 into nan wherever x or value is infinite.

Violates: "Any values of its dtype: inf and nan included." / "``x`` everywhere except ``result[k, k] == value``"
Verifying input: x = [[inf, 1.], [2., 3.]], value = 0.0 -> requires [[0., 1.], [2., 0.]], this returns [[nan, 1.], [2., 0.]]; value = inf on zeros((2, 2)) -> requires inf only on the diagonal, this returns nan off the diagonal (eagerly; under jit XLA happens to fold that case).
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    eye = jnp.eye(x.shape[0], dtype=x.dtype)
    return (x * (1 - eye) + jnp.asarray(value).astype(x.dtype) * eye).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    def ref(x, v):
        y = np.array(x, copy=True)
        np.fill_diagonal(y, v)
        return y

    rng = np.random.default_rng(0)
    for n in (0, 1, 3, 5):
        x = rng.normal(size=(n, n)).astype(np.float32)
        for fn in (set_diagonal, jax.jit(set_diagonal)):
            out = fn(x, 2.5)
            assert out.dtype == x.dtype and out.shape == (n, n)
            np.testing.assert_array_equal(np.asarray(out), ref(x, 2.5))
    xi = np.arange(9, dtype=np.int32).reshape(3, 3)
    np.testing.assert_array_equal(np.asarray(set_diagonal(xi, 7)), ref(xi, 7))
    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]

    # The flaw: infinities meet zeros of the mask.
    x = np.array([[np.inf, 1.0], [2.0, 3.0]], np.float32)
    out = np.asarray(set_diagonal(x, 0.0))
    print("expected", ref(x, 0.0).tolist(), "got", out.tolist())
    assert np.isnan(out[0, 0])
    outj = np.asarray(jax.jit(set_diagonal)(x, 0.0))
    print("jitted:", outj.tolist())
    assert np.isnan(outj[0, 0])
    out2 = np.asarray(set_diagonal(np.zeros((2, 2), np.float32), np.inf))
    print("value=inf ->", out2.tolist())
    assert np.isnan(out2[0, 1])
    print("verified")
