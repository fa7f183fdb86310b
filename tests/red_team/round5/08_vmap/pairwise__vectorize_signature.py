"""Correct, unusual style: ``jnp.vectorize`` with the gufunc signature "(d),(d)->()" and NumPy broadcasting (xs[:, None], ys[None]) builds all pairs; vectorize turns the broadcast dimensions into vmaps.

Violates: nothing: out[i, j] = f(xs[i], ys[j]) for non-symmetric f too, the program does not grow with n or m, and empty n or m give (n, m).
Verifying input: f=jnp.dot, xs=[[1, 0], [0, 2]], ys=[[3, 4]] -> requires [[3], [8]], this returns [[3], [8]].
"""
EXERCISE = "vmap.pairwise"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    return jnp.vectorize(f, signature="(d),(d)->()")(xs[:, None, :], ys[None, :, :])


if __name__ == "__main__":
    import numpy as np

    assert pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist() == [[3.0], [8.0]]
    rng = np.random.default_rng(0)
    f = lambda a, b: jnp.sum(a * jnp.arange(1.0, a.shape[0] + 1) - b ** 3)  # not symmetric, uses d
    for n, m, d in ((1, 1, 1), (4, 6, 3), (5, 2, 7)):
        xs = jnp.asarray(rng.normal(size=(n, d)), jnp.float32)
        ys = jnp.asarray(rng.normal(size=(m, d)), jnp.float32)
        got = jax.jit(pairwise, static_argnums=0)(f, xs, ys)
        ref = np.array([[float(f(x, y)) for y in ys] for x in xs])
        assert got.shape == (n, m)
        np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-5)
    assert pairwise(jnp.dot, jnp.zeros((0, 2)), jnp.ones((3, 2))).shape == (0, 3)
    assert pairwise(jnp.dot, jnp.zeros((3, 2)), jnp.ones((0, 2))).shape == (3, 0)
    j = lambda n, m: str(jax.make_jaxpr(lambda a, b: pairwise(f, a, b))(jnp.ones((n, 3)), jnp.ones((m, 3))))
    assert len(j(50, 70)) <= len(j(2, 3)) + 40 and "while" not in j(2, 3)
    print("verified")
