"""Nests the two vmaps the other way round (inner over xs, outer over ys), so the result is indexed [j, i]: the transpose, of shape (m, n).

Violates: "A float array of shape ``(n, m)``" / "``out[i, j] = f(xs[i], ys[j])``"
Verifying input: pairwise(jnp.dot, [[1, 0], [0, 2]], [[3, 4]]) -> requires [[3.0], [8.0]] (shape (2, 1)), this returns [[3.0, 8.0]] (shape (1, 2)).
"""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def pairwise(f, xs, ys):
    return jax.vmap(jax.vmap(f, in_axes=(0, None)), in_axes=(None, 0))(xs, ys)


if __name__ == "__main__":
    got = jax.jit(pairwise, static_argnums=0)(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]]))
    print("required [[3.0], [8.0]], got", got.tolist())
    assert got.shape == (1, 2) and got.tolist() == [[3.0, 8.0]]
    print("verified")
