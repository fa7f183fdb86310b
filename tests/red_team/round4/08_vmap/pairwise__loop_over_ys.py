"""The student vmaps over xs but loops in Python over the rows of ys ("there are only a few centroids"), so the program grows with m and m = 0 fails.

Violates: "the program must not grow with ``n`` or ``m`` (no Python loop over the rows)"
Verifying input: xs (4, 2), ys (8, 2) vs ys (2, 2) under jax.make_jaxpr -> requires the same program size, this unrolls 8 vs 2 vmapped calls (and ys of shape (0, 2) raises instead of giving (4, 0)).
"""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
KIND = "beyond"

from typing import Callable

import jax
import jax.numpy as jnp


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    per_x = jax.vmap(f, in_axes=(0, None))
    return jnp.stack([per_x(xs, y) for y in ys], axis=1)


if __name__ == "__main__":
    import functools
    import numpy as np
    assert pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist() == [[3.0], [8.0]]
    rng = np.random.default_rng(0)
    xs = rng.normal(size=(4, 2)).astype(np.float32); ys = rng.normal(size=(3, 2)).astype(np.float32)
    f = lambda a, b: jnp.sum((a - b) ** 2) + a[0]
    want = np.array([[np.sum((a - b) ** 2) + a[0] for b in ys] for a in xs])
    np.testing.assert_allclose(jax.jit(functools.partial(pairwise, f))(xs, ys), want, rtol=1e-5)
    j2 = str(jax.make_jaxpr(functools.partial(pairwise, f))(xs, jnp.ones((2, 2))))
    j8 = str(jax.make_jaxpr(functools.partial(pairwise, f))(xs, jnp.ones((8, 2))))
    assert len(j8) > 2 * len(j2)  # the breach: program grows with m
    try:
        pairwise(f, xs, jnp.ones((0, 2)))
    except ValueError:
        print("verified")
    else:
        raise AssertionError("expected m = 0 to fail")
