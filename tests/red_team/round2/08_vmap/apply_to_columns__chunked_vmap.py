"""vmaps f over blocks of 16 columns in a Python loop over the blocks: the jaxpr is the same for 3 or 16 columns, but grows by one vmap per extra block.

Violates: "the program must not grow with the number of columns."
Verifying input: make_jaxpr for x of shape (4, 16) vs (4, 160) -> the docstring requires the same program size, this has ten times the equations.
"""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
KIND = "beyond"

from typing import Callable

import jax
import jax.numpy as jnp

_ATC_BLOCK = 16


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    cols = x.shape[1]
    fv = jax.vmap(f, in_axes=1, out_axes=1)
    if cols <= _ATC_BLOCK:
        return fv(x)
    parts = [fv(x[:, s:s + _ATC_BLOCK]) for s in range(0, cols, _ATC_BLOCK)]
    return jnp.concatenate(parts, axis=1)


if __name__ == "__main__":
    import numpy as np
    mm = lambda v: jnp.stack([v.min(), v.max()])
    r = apply_to_columns(mm, jnp.array([[1.0, 5.0], [3.0, 4.0]])).tolist()
    assert r == [[1.0, 4.0], [3.0, 5.0]]
    rng = np.random.default_rng(0)
    for c in (1, 7, 16, 40):
        x = rng.normal(size=(5, c)).astype(np.float32)
        f = lambda v: jnp.concatenate([jnp.cumsum(v), v[:2] * 3])
        want = np.stack([np.concatenate([np.cumsum(x[:, j]), x[:2, j] * 3]) for j in range(c)], axis=1)
        assert np.allclose(jax.jit(apply_to_columns, static_argnums=0)(f, x), want, rtol=1e-5)
    e3 = len(jax.make_jaxpr(lambda x: apply_to_columns(mm, x))(jnp.ones((4, 3))).jaxpr.eqns)
    e16 = len(jax.make_jaxpr(lambda x: apply_to_columns(mm, x))(jnp.ones((4, 16))).jaxpr.eqns)
    e160 = len(jax.make_jaxpr(lambda x: apply_to_columns(mm, x))(jnp.ones((4, 160))).jaxpr.eqns)
    print(e3, e16, e160)
    assert e3 == e16 and e160 > 5 * e16
    print("verified")
