"""Correct, unusual style: the diagonal of an (n, n) matrix is every (n+1)-th element of its flattening, so the student writes value into x.ravel()[::n+1] with one strided scatter and reshapes back.

Violates: nothing: for row-major (n, n) the flat positions k*(n+1) are exactly (k, k); the value is converted to x's dtype with lax.convert_element_type, as .at[k, k].set would.
Verifying input: set_diagonal(x, value) for n in {0, 1, 2, 5}, float/int/bool dtypes, inf/nan/int extremes, eager and jitted with traced value -> requires np.fill_diagonal's result in x's dtype, this returns exactly that.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    v = jax.lax.convert_element_type(value, x.dtype)
    return x.reshape(-1).at[:: n + 1].set(v).reshape(n, n)


if __name__ == "__main__":
    import numpy as np

    def ref(x, v):
        y = np.array(x, copy=True)
        np.fill_diagonal(y, v)
        return y

    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    rng = np.random.default_rng(0)
    jf = jax.jit(set_diagonal)
    for n in (0, 1, 2, 5):
        xf = rng.normal(size=(n, n)).astype(np.float32)
        if n >= 2:
            xf[0, 1], xf[1, 0], xf[1, 1] = np.inf, np.nan, -np.inf
        xi = rng.integers(-9, 9, size=(n, n)).astype(np.int32)
        if n >= 2:
            xi[0, 1], xi[1, 0] = 2**31 - 1, -2**31
        x16 = xf.astype(np.float16)
        xb = rng.integers(0, 2, size=(n, n)).astype(bool)
        cases = [(xf, 2.5), (xf, np.inf), (xf, np.nan), (xf, -0.0), (x16, 1.5), (xi, 7), (xi, -2**31),
                 (xi, 2**31 - 1), (xb, True), (xb, False)]
        for x, v in cases:
            for fn in (set_diagonal, jf):
                before = x.copy()
                out = fn(x, v)
                assert isinstance(out, jax.Array) and out.dtype == x.dtype and out.shape == (n, n)
                np.testing.assert_array_equal(np.asarray(out), ref(x, v))
                np.testing.assert_array_equal(x, before)
                if isinstance(v, float) and v == 0.0:
                    assert np.all(np.signbit(np.diagonal(np.asarray(out))) == np.signbit(v))
    xj = jnp.arange(9.0).reshape(3, 3)
    out = jf(xj, jnp.float32(-1.0))
    assert out.tolist() == [[-1.0, 1.0, 2.0], [3.0, -1.0, 5.0], [6.0, 7.0, -1.0]] and xj[0, 0] == 0.0
    f_before = jf._cache_size()
    for v in (1.0, 2.0, 3.0):
        jf(xj, v)
    assert jf._cache_size() - f_before <= 1
    print("verified")
