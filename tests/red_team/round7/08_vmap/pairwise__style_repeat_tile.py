"""Correct: repeat the rows of ``xs`` and tile the rows of ``ys`` into all n * m pairs, ``vmap`` ``f`` once over them and reshape to ``(n, m)``.

Violates: nothing (a correct solution in an unusual style).
Verifying input: a non-symmetric f, n != m, n = 1, m = 0, under jit; the jaxpr does not grow with n or m.
"""
EXERCISE = "vmap.pairwise"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def pairwise(f, xs, ys):
    n, m = xs.shape[0], ys.shape[0]
    left = jnp.repeat(xs, m, axis=0)
    right = jnp.tile(ys, (n, 1))
    return jax.vmap(f)(left, right).reshape(n, m)


if __name__ == "__main__":
    assert pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist() == [[3.0], [8.0]]
    g = lambda a, b: jnp.sum((a - 2 * b) ** 2) + a[0]
    rng = np.random.default_rng(0)
    f = jax.jit(pairwise, static_argnums=0)
    for n, m in ((3, 5), (1, 4), (4, 1), (2, 0)):
        xs = rng.normal(size=(n, 3)).astype(np.float32)
        ys = rng.normal(size=(m, 3)).astype(np.float32)
        want = np.array([[float(g(jnp.asarray(a), jnp.asarray(b))) for b in ys] for a in xs]).reshape(n, m)
        got = f(g, xs, ys)
        assert got.shape == (n, m) and np.allclose(np.asarray(got), want, atol=1e-5)
    small = len(jax.make_jaxpr(lambda a, b: pairwise(g, a, b))(jnp.ones((2, 3)), jnp.ones((2, 3))).eqns)
    big = len(jax.make_jaxpr(lambda a, b: pairwise(g, a, b))(jnp.ones((50, 3)), jnp.ones((40, 3))).eqns)
    assert small == big
    print("verified")
