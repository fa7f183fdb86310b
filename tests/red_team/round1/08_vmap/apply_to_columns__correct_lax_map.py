"""Correct: lax.map over the rows of x.T (a compiled scan, so the program does not grow with c), then transpose the stacked results back into columns."""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp
from jax import lax


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    return jnp.transpose(lax.map(f, jnp.transpose(x)))


if __name__ == "__main__":
    import numpy as np
    f = lambda v: jnp.stack([v.min(), v.max()])
    assert apply_to_columns(f, jnp.array([[1.0, 5.0], [3.0, 4.0]])).tolist() == [[1.0, 4.0], [3.0, 5.0]]
    rng = np.random.default_rng(0)
    fns = [
        (lambda v: jnp.stack([v.min(), v.max()]), lambda v: np.array([v.min(), v.max()])),
        (lambda v: jnp.cumsum(v)[::-1], lambda v: np.cumsum(v)[::-1]),
        (lambda v: jnp.concatenate([v, v ** 2, jnp.sum(v, keepdims=True)]), lambda v: np.concatenate([v, v ** 2, [v.sum()]])),
        (lambda v: v[:1] * 3.0, lambda v: v[:1] * 3.0),
    ]
    ja = jax.jit(apply_to_columns, static_argnums=0)
    for r, c in [(1, 1), (3, 5), (4, 1), (2, 7), (3, 0)]:
        x = rng.normal(size=(r, c)).astype(np.float32)
        for fj, fn in fns:
            k = len(fn(np.zeros(r)))
            want = np.stack([fn(x[:, j].astype(np.float64)) for j in range(c)], axis=1) if c else np.zeros((k, 0))
            for a in (apply_to_columns, ja):
                got = np.asarray(a(fj, jnp.asarray(x)))
                assert got.shape == (k, c) and np.allclose(got, want, rtol=1e-5, atol=1e-5), (r, c)
    sizes = {len(jax.make_jaxpr(lambda a: apply_to_columns(f, a))(jnp.zeros((3, c))).eqns) for c in (2, 64, 500)}
    assert len(sizes) == 1
    print("verified")
