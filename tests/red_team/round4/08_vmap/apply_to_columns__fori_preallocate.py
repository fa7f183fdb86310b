"""The student preallocates the (k, c) output, sizing k from f(x[:, 0]), and fills it column by column in a fori_loop, which breaks when x has no columns.

Violates: "``x``: a float array of shape ``(r, c)``." / "A float array of shape ``(k, c)``"
Verifying input: f=lambda v: jnp.stack([v.min(), v.max()]), x of shape (3, 0) -> requires an empty (2, 0) array, this raises IndexError (x[:, 0] is out of bounds).
"""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
KIND = "shapes"

from typing import Callable

import jax
import jax.numpy as jnp
from jax import lax


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    r, c = x.shape
    first = jax.eval_shape(f, x[:, 0])
    out = jnp.zeros((first.shape[0], c), first.dtype)

    def body(j, out):
        col = lax.dynamic_index_in_dim(x, j, axis=1, keepdims=False)
        return lax.dynamic_update_index_in_dim(out, f(col), j, axis=1)

    return lax.fori_loop(0, c, body, out)


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
    j3 = str(jax.make_jaxpr(functools.partial(apply_to_columns, g))(x[:, :3]))
    j30 = str(jax.make_jaxpr(functools.partial(apply_to_columns, g))(np.ones((4, 30), np.float32)))
    assert j3.count("\n") == j30.count("\n")
    try:
        apply_to_columns(mm, jnp.zeros((3, 0)))
    except IndexError:
        print("verified")
    else:
        raise AssertionError("expected the breach")
