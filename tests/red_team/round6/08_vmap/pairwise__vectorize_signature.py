"""Correct: jnp.vectorize with the gufunc signature "(d),(d)->()" and broadcasting xs[:, None] against ys[None], which vmaps f over both batch axes.

Verifying input: compared with a NumPy double loop for an asymmetric f, a distance, a dot product and an RBF kernel on shapes (1,1), (1,4), (3,1), (5,7), d = 1..4; shape (n, m); eager and under jax.jit with f static; jaxpr size equal for (n, m) = (2, 3) and (50, 60).
"""
EXERCISE = "vmap.pairwise"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def pairwise(f, xs, ys):
    return jnp.vectorize(f, signature="(d),(d)->()")(xs[:, None, :], ys[None, :, :])


if __name__ == "__main__":
    import numpy as np

    fs = [
        lambda a, b: jnp.sum(a - 2 * b) + a[0] * b[-1],
        lambda a, b: jnp.linalg.norm(a - b),
        jnp.dot,
        lambda a, b: jnp.exp(-jnp.sum((a - b) ** 2)),
    ]
    rng = np.random.default_rng(4)
    jpair = jax.jit(pairwise, static_argnums=0)
    for f in fs:
        for n, m, d in ((1, 1, 1), (1, 4, 2), (3, 1, 3), (5, 7, 4)):
            xs = jnp.asarray(rng.normal(size=(n, d)), jnp.float32); ys = jnp.asarray(rng.normal(size=(m, d)), jnp.float32)
            want = np.array([[float(f(xs[i], ys[j])) for j in range(m)] for i in range(n)])
            for fn in (pairwise, jpair):
                got = fn(f, xs, ys)
                assert got.shape == (n, m)
                np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-6)
    assert pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist() == [[3.0], [8.0]]
    a = len(jax.make_jaxpr(pairwise, static_argnums=0)(fs[0], jnp.ones((2, 3)), jnp.ones((3, 3))).eqns)
    b = len(jax.make_jaxpr(pairwise, static_argnums=0)(fs[0], jnp.ones((50, 3)), jnp.ones((60, 3))).eqns)
    assert a == b
    print("verified")
