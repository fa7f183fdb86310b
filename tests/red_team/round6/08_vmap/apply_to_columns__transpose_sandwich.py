"""Correct: transposes so the columns become rows, vmaps f over axis 0 as usual, and transposes the (c, k) result back to (k, c).

Verifying input: compared with a NumPy loop over columns for f = min/max, reverse, cumulative sum, a length-changing f (k != r) and a k = 1 f, on shapes (1,1), (2,2), (4,3), (3,7); shape (k, c); eager and jitted; jaxpr size equal for 2 and 50 columns.
"""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def apply_to_columns(f, x):
    return jax.vmap(f)(x.T).T


if __name__ == "__main__":
    import numpy as np

    fs = [
        lambda v: jnp.stack([v.min(), v.max()]),
        lambda v: v[::-1],
        jnp.cumsum,
        lambda v: jnp.concatenate([v, v ** 2, jnp.sum(v, keepdims=True)]),
        lambda v: jnp.sum(v, keepdims=True),
    ]
    rng = np.random.default_rng(6)
    jfn = jax.jit(apply_to_columns, static_argnums=0)
    for f in fs:
        for r, c in ((1, 1), (2, 2), (4, 3), (3, 7)):
            x = jnp.asarray(rng.normal(size=(r, c)), jnp.float32)
            want = np.stack([np.asarray(f(x[:, j])) for j in range(c)], axis=1)
            for fn in (apply_to_columns, jfn):
                got = fn(f, x)
                assert got.shape == want.shape
                np.testing.assert_allclose(np.asarray(got), want, rtol=1e-6, atol=1e-6)
    assert apply_to_columns(fs[0], jnp.array([[1.0, 5.0], [3.0, 4.0]])).tolist() == [[1.0, 4.0], [3.0, 5.0]]
    a = len(jax.make_jaxpr(apply_to_columns, static_argnums=0)(fs[0], jnp.ones((3, 2))).eqns)
    b = len(jax.make_jaxpr(apply_to_columns, static_argnums=0)(fs[0], jnp.ones((3, 50))).eqns)
    assert a == b
    print("verified")
