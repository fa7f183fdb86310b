"""Correct, unusual style: jnp.vectorize with a gufunc signature "(d),(d)->()" and NumPy broadcasting of xs[:, None] against ys[None, :].

Violates: nothing (correct solution).
Verifying input: checked against a NumPy double loop with an asymmetric f, n != m, n = 1, m = 0, under jit, and the program size does not depend on n or m.
"""
EXERCISE = "vmap.pairwise"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    all_pairs = jnp.vectorize(f, signature="(d),(d)->()")
    return all_pairs(xs[:, None, :], ys[None, :, :])


if __name__ == "__main__":
    import functools
    import numpy as np
    assert pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist() == [[3.0], [8.0]]
    rng = np.random.default_rng(0)
    f = lambda a, b: jnp.sum((a - b) ** 2) + 3 * a[0] - b[-1]   # asymmetric
    fn = lambda a, b: np.sum((a - b) ** 2) + 3 * a[0] - b[-1]
    for n, m, d in ((4, 3, 2), (1, 5, 3), (6, 1, 1), (3, 3, 4)):
        xs = rng.normal(size=(n, d)).astype(np.float32); ys = rng.normal(size=(m, d)).astype(np.float32)
        want = np.array([[fn(a, b) for b in ys] for a in xs])
        got = jax.jit(functools.partial(pairwise, f))(xs, ys)
        assert got.shape == (n, m)
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    assert pairwise(f, jnp.ones((3, 2)), jnp.ones((0, 2))).shape == (3, 0)
    j = lambda n, m: str(jax.make_jaxpr(functools.partial(pairwise, f))(jnp.ones((n, 2)), jnp.ones((m, 2)))).count("\n")
    assert j(2, 3) == j(40, 70)
    print("verified")
