"""Correct, written for one row with lax primitives (reduce_max, exp, reduce_sum, div) and lifted to any batch shape with jnp.vectorize(signature="(n)->(n)"), under jax.jit.

Verifying input: checked against a float64 NumPy max-shifted softmax for shapes (1,), (2,), (5,), (3, 4), (2, 3, 6), (4, 4) with rows of very different scales, [1000, 1000], [-1000, 0], [1000, 999], rows of -1000s next to rows of 0s, float32/float16/bfloat16 (dtype and shape preserved, non-negative, rows sum to 1 within the dtype's tolerance); the docstring examples give exactly [0.5, 0.5] and [[0.25] * 4].
"""
EXERCISE = "jit.softmax"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def _softmax_row(row):
    peak = lax.reduce_max(row, axes=(0,))
    e = lax.exp(lax.sub(row, peak))
    total = lax.reduce_sum(e, axes=(0,))
    return lax.div(e, total)


softmax = jax.jit(jnp.vectorize(_softmax_row, signature="(n)->(n)"))


if __name__ == "__main__":
    import numpy as np

    def reference(a):
        a = np.asarray(a, np.float64)
        e = np.exp(a - a.max(-1, keepdims=True))
        return e / e.sum(-1, keepdims=True)

    rng = np.random.default_rng(9)
    tol = {jnp.float32: 1e-6, jnp.float16: 2e-3, jnp.bfloat16: 1.6e-2}
    specials = [np.array([1000.0, 1000.0]), np.array([-1000.0, 0.0]), np.array([1000.0, 999.0]),
                np.array([[0.0, 0.0], [-1000.0, -1000.0]]), np.array([[0.0, 1.0], [2.0, 5.0]])]
    for dtype in (jnp.float32, jnp.float16, jnp.bfloat16):
        cases = [rng.normal(size=s) * rng.choice([1.0, 30.0]) for s in ((1,), (2,), (5,), (3, 4), (2, 3, 6), (4, 4))]
        scaled = rng.normal(size=(3, 5)); scaled[0] *= 1000; scaled[1] -= 500
        for a in cases + specials + [scaled]:
            x = jnp.asarray(a).astype(dtype)
            got = softmax(x)
            assert got.shape == x.shape and got.dtype == x.dtype
            g = np.asarray(got.astype(jnp.float32), np.float64)
            exp = reference(np.asarray(x.astype(jnp.float32), np.float64))
            assert np.isfinite(g).all() and (g >= 0).all()
            assert np.allclose(g, exp, rtol=tol[dtype] * 4, atol=tol[dtype] * 4), (dtype, a)
            assert np.allclose(g.sum(-1), 1.0, atol=tol[dtype] * g.shape[-1] * 2)
    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]
    assert softmax(jnp.array([[0.0, 0.0, 0.0, 0.0]])).tolist() == [[0.25, 0.25, 0.25, 0.25]]
    print("verified")
