"""The student vmaps over ys but loops over the rows of xs in Python and stacks: right values, but the jitted program holds one copy of f per row of xs.

Violates: "the program must not grow with n or m (no Python loop over the rows)".
Verifying input: xs of shape (2, 3) vs (32, 3), ys (4, 3) -> the docstring requires one program size; this one's jaxpr grows about 16x.
"""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
KIND = "beyond"

from typing import Callable

import jax
import jax.numpy as jnp


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    against_all = jax.vmap(f, in_axes=(None, 0))
    return jnp.stack([against_all(x, ys) for x in xs])


if __name__ == "__main__":
    import numpy as np
    assert pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist() == [[3.0], [8.0]]
    f = lambda a, b: a[0] - b[1]
    xs = jnp.arange(6.0).reshape(2, 3)
    ys = jnp.arange(12.0).reshape(4, 3) * 0.5
    want = np.asarray(xs)[:, 0][:, None] - np.asarray(ys)[:, 1][None, :]
    assert np.allclose(np.asarray(jax.jit(pairwise, static_argnums=0)(f, xs, ys)), want)
    def _size(n):
        return len(str(jax.make_jaxpr(lambda a, b: pairwise(f, a, b))(jnp.zeros((n, 3)), ys)).splitlines())
    assert _size(32) > 8 * _size(2), (_size(2), _size(32))
    print("verified")
