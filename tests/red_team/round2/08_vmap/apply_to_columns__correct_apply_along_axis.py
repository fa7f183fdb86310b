"""Correct: jnp.apply_along_axis(f, 0, x), which JAX implements with vmap over the other axis, so f sees each column and results come back as columns.

Violates: nothing.
Verifying input: the docstring's example, f changing the length (r -> k, k != r, k = 1), c = 1, 3, 17 and 0 columns -> matches a NumPy loop over columns; the jaxpr does not grow with c.
"""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    return jnp.apply_along_axis(f, 0, x)


if __name__ == "__main__":
    import numpy as np
    mm = lambda v: jnp.stack([v.min(), v.max()])
    assert apply_to_columns(mm, jnp.array([[1.0, 5.0], [3.0, 4.0]])).tolist() == [[1.0, 4.0], [3.0, 5.0]]
    rng = np.random.default_rng(0)
    fs = [
        (lambda v: jnp.concatenate([jnp.cumsum(v), v[:2] * 3]), lambda v: np.concatenate([np.cumsum(v), v[:2] * 3])),
        (lambda v: jnp.atleast_1d(v @ v), lambda v: np.atleast_1d(v @ v)),
        (lambda v: jnp.sort(v)[::-1], lambda v: np.sort(v)[::-1]),
    ]
    aj = jax.jit(apply_to_columns, static_argnums=0)
    for c in (1, 3, 17):
        x = rng.normal(size=(5, c)).astype(np.float32)
        for fj, fn in fs:
            want = np.stack([fn(x[:, j]) for j in range(c)], axis=1)
            got = aj(fj, x)
            assert got.shape == want.shape and np.allclose(got, want, rtol=1e-5), (c, got.shape, want.shape)
    assert aj(mm, jnp.ones((4, 0))).shape == (2, 0)
    e3 = len(jax.make_jaxpr(lambda x: apply_to_columns(mm, x))(jnp.ones((4, 3))).jaxpr.eqns)
    e300 = len(jax.make_jaxpr(lambda x: apply_to_columns(mm, x))(jnp.ones((4, 300))).jaxpr.eqns)
    assert e3 == e300
    print("verified")
