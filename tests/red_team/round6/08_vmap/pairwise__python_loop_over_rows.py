"""vmaps only the inner loop over ys and stacks a Python list over the rows of xs, so under jit the program holds one copy of f per row of xs.

Violates: "the program must not grow with ``n`` or ``m`` (no Python loop over the rows)"
Verifying input: jax.make_jaxpr(pairwise, static_argnums=0)(dist, xs, ys) with n = 2 and n = 16 -> requires the same size, this grows (values are right).
"""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def pairwise(f, xs, ys):
    return jnp.stack([jax.vmap(lambda y: f(x, y))(ys) for x in xs])


if __name__ == "__main__":
    import numpy as np

    dist = lambda a, b: jnp.linalg.norm(a - b)
    xs = jnp.arange(8.0).reshape(4, 2); ys = jnp.ones((3, 2))
    want = np.linalg.norm(np.asarray(xs)[:, None] - np.asarray(ys)[None], axis=-1)
    np.testing.assert_allclose(np.asarray(jax.jit(pairwise, static_argnums=0)(dist, xs, ys)), want, rtol=1e-6)
    small = len(jax.make_jaxpr(pairwise, static_argnums=0)(dist, jnp.ones((2, 2)), ys).eqns)
    large = len(jax.make_jaxpr(pairwise, static_argnums=0)(dist, jnp.ones((16, 2)), ys).eqns)
    print("jaxpr equations: n=2 ->", small, ", n=16 ->", large)
    assert large > small
    print("verified")
