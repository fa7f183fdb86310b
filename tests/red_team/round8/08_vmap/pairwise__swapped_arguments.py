"""The student nests the two vmaps so the inner one runs over ``ys`` but calls ``f(y, x)``, which is right only for symmetric ``f`` (like the docstring's ``jnp.dot``).

Violates: "f takes two vectors and returns a scalar (a distance, a similarity, a kernel, not necessarily symmetric)" / "out[i, j] = f(xs[i], ys[j])"
Verifying input: pairwise(lambda a, b: a[0] - b[0], jnp.array([[1.0], [2.0]]), jnp.array([[10.0]])) must be [[-9.0], [-8.0]]; this returns [[9.0], [8.0]].
"""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def pairwise(f, xs: jax.Array, ys: jax.Array) -> jax.Array:
    def row(x):
        return jax.vmap(lambda y: f(y, x))(ys)

    return jax.vmap(row)(xs)


if __name__ == "__main__":
    assert pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist() == [[3.0], [8.0]]
    dist = lambda a, b: jnp.sqrt(jnp.sum((a - b) ** 2))
    assert jax.jit(pairwise, static_argnums=0)(dist, jnp.zeros((2, 3)), jnp.ones((4, 3))).shape == (2, 4)
    f = lambda a, b: a[0] - b[0]
    xs, ys = np.array([[1.0], [2.0]]), np.array([[10.0]])
    ref = np.array([[f(x, y) for y in ys] for x in xs])
    got = jax.jit(pairwise, static_argnums=0)(f, jnp.asarray(xs), jnp.asarray(ys))
    print("expected", ref.tolist(), "got", got.tolist())
    assert not np.allclose(np.asarray(got), ref)
    print("flaw shown")
