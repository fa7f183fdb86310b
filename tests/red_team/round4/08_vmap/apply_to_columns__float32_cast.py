"""The student casts x to float32 before vmapping "for safety", so f sees float32 columns, not the columns of x it was given.

Violates: "column ``j`` is ``f(x[:, j])``"
Verifying input: f=lambda v: v * 1e5, x=float16 [[1.0], [2.0]] -> requires f(x[:, 0]) = float16 [inf, inf], this returns float32 [1e5, 2e5].
"""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
KIND = "dtypes"

from typing import Callable

import jax
import jax.numpy as jnp


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    x = jnp.asarray(x, jnp.float32)
    return jax.vmap(f, in_axes=1, out_axes=1)(x)


if __name__ == "__main__":
    import functools
    import numpy as np
    mm = lambda v: jnp.stack([v.min(), v.max()])
    assert apply_to_columns(mm, jnp.array([[1.0, 5.0], [3.0, 4.0]])).tolist() == [[1.0, 4.0], [3.0, 5.0]]
    rng = np.random.default_rng(0)
    x = rng.normal(size=(4, 6)).astype(np.float32)
    g = lambda v: jnp.concatenate([jnp.cumsum(v), v[:1] * 2])
    want = np.stack([np.concatenate([np.cumsum(x[:, j]), x[:1, j] * 2]) for j in range(6)], axis=1)
    np.testing.assert_allclose(jax.jit(functools.partial(apply_to_columns, g))(x), want, rtol=1e-5)
    assert apply_to_columns(mm, jnp.zeros((3, 0))).shape == (2, 0)
    h = lambda v: v * 1e5
    x16 = jnp.array([[1.0], [2.0]], jnp.float16)
    assert jnp.isinf(h(x16[:, 0])).all()
    got = apply_to_columns(h, x16)
    assert got.dtype == jnp.float32 and got[:, 0].tolist() == [1e5, 2e5]  # the breach
    print("verified")
