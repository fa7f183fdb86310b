"""Correct: enumerate all n*m pairs as two flat (n*m, d) arrays (jnp.repeat / jnp.tile), one vmap over the pairs, then reshape to (n, m)."""
EXERCISE = "vmap.pairwise"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    n, m = xs.shape[0], ys.shape[0]
    left = jnp.repeat(xs, m, axis=0)          # x0,x0,..,x1,x1,..
    right = jnp.tile(ys, (n, 1))              # y0,y1,..,y0,y1,..
    flat = jax.vmap(f)(left, right)
    return flat.reshape(n, m)


if __name__ == "__main__":
    import numpy as np
    assert pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist() == [[3.0], [8.0]]
    rng = np.random.default_rng(0)
    fns = [
        (lambda a, b: a[0] - 2 * b[-1], lambda a, b: a[0] - 2 * b[-1]),
        (lambda a, b: jnp.linalg.norm(a - b), lambda a, b: np.linalg.norm(a - b)),
        (lambda a, b: jnp.exp(-jnp.sum((a - b) ** 2)) * a.sum(), lambda a, b: np.exp(-np.sum((a - b) ** 2)) * a.sum()),
    ]
    jp = jax.jit(pairwise, static_argnums=0)
    for n, m, d in [(1, 1, 1), (3, 5, 2), (4, 2, 3), (0, 3, 2), (3, 0, 2)]:
        xs = rng.normal(size=(n, d)).astype(np.float32)
        ys = rng.normal(size=(m, d)).astype(np.float32)
        for fj, fn in fns:
            want = np.array([[fn(a.astype(np.float64), b.astype(np.float64)) for b in ys] for a in xs]).reshape(n, m)
            for p in (pairwise, jp):
                got = np.asarray(p(fj, jnp.asarray(xs), jnp.asarray(ys)))
                assert got.shape == (n, m) and np.allclose(got, want, rtol=1e-5, atol=1e-5)
    f = fns[0][0]
    sizes = {len(jax.make_jaxpr(lambda a, b: pairwise(f, a, b))(jnp.zeros((n, 3)), jnp.zeros((m, 3))).eqns) for n, m in [(2, 2), (40, 7), (5, 90)]}
    assert len(sizes) == 1
    print("verified")
