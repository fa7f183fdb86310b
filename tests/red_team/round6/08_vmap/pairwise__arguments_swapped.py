"""Writes the nested vmaps with closures and calls f(y, x) in the inner one, which is invisible for symmetric f (dot products, distances) but wrong for an asymmetric f.

Violates: "``out[i, j] = f(xs[i], ys[j])``" / "(a distance, a similarity, a kernel, not necessarily symmetric)"
Verifying input: f = lambda a, b: jnp.sum(a - 2 * b), xs = [[1, 0]], ys = [[0, 1], [2, 2]] -> requires [[-1, -7]], this returns [[-1, 2]] (f(ys[j], xs[i])).
"""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def pairwise(f, xs, ys):
    return jax.vmap(lambda x: jax.vmap(lambda y: f(y, x))(ys))(xs)


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(3)
    xs = jnp.asarray(rng.normal(size=(4, 3)), jnp.float32); ys = jnp.asarray(rng.normal(size=(5, 3)), jnp.float32)
    dist = lambda a, b: jnp.linalg.norm(a - b)
    want = np.linalg.norm(np.asarray(xs)[:, None] - np.asarray(ys)[None], axis=-1)
    np.testing.assert_allclose(np.asarray(pairwise(dist, xs, ys)), want, rtol=1e-5)
    assert pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist() == [[3.0], [8.0]]
    f = lambda a, b: jnp.sum(a - 2 * b)
    got = jax.jit(pairwise, static_argnums=0)(f, jnp.array([[1.0, 0.0]]), jnp.array([[0.0, 1.0], [2.0, 2.0]]))
    print("required [[-1.0, -7.0]], got", got.tolist())
    assert got.tolist() == [[-1.0, 2.0]]
    print("verified")
