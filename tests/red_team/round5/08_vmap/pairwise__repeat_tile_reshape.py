"""The student forms every pair explicitly (jnp.repeat the xs, jnp.tile the ys), vmaps ``f`` once over the flat list and reshapes with ``reshape(n, -1)``; with no rows in xs the -1 cannot be inferred and it crashes.

Violates: "xs: a float array of shape ``(n, d)`` ... Returns: A float array of shape ``(n, m)``" (n = 0 is not excluded; the docstring gives no lower bound)
Verifying input: xs of shape (0, 2), ys of shape (3, 2), f=jnp.dot -> requires an empty (0, 3) array, this raises ZeroDivisionError in reshape.
"""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
KIND = "shapes"

from typing import Callable

import jax
import jax.numpy as jnp


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    n, m = xs.shape[0], ys.shape[0]
    left = jnp.repeat(xs, m, axis=0)      # x0 x0 x0 x1 x1 x1 ...
    right = jnp.tile(ys, (n, 1))          # y0 y1 y2 y0 y1 y2 ...
    return jax.vmap(f)(left, right).reshape(n, -1)


if __name__ == "__main__":
    import numpy as np

    assert pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist() == [[3.0], [8.0]]
    rng = np.random.default_rng(0)
    xs = jnp.asarray(rng.normal(size=(4, 3)), jnp.float32)
    ys = jnp.asarray(rng.normal(size=(5, 3)), jnp.float32)
    f = lambda a, b: jnp.sum((a - 2 * b) ** 3)  # not symmetric
    got = jax.jit(pairwise, static_argnums=0)(f, xs, ys)
    ref = np.array([[f(x, y) for y in ys] for x in xs])
    np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-5)
    assert pairwise(f, xs, ys[:0]).shape == (4, 0)
    assert pairwise(f, xs[:1], ys[:1]).shape == (1, 1)

    try:
        out = pairwise(jnp.dot, jnp.zeros((0, 2)), jnp.ones((3, 2)))
        err = None
    except ZeroDivisionError as e:
        err = e
    print("n=0: required shape (0, 3); got", repr(err))
    assert err is not None
    assert jax.vmap(jax.vmap(jnp.dot, (None, 0)), (0, None))(jnp.zeros((0, 2)), jnp.ones((3, 2))).shape == (0, 3)
    print("verified")
