"""Unusual style: ``jnp.apply_along_axis(f, 0, x)`` instead of an explicit ``jax.vmap(f, in_axes=1, out_axes=1)``.

Correct: JAX's ``apply_along_axis`` is built on ``vmap`` (no Python loop over columns), it feeds ``f`` each column ``x[:, j]`` and puts ``f``'s output axis where axis 0 was, giving ``(k, c)`` with column ``j`` equal to ``f(x[:, j])``; it traces under ``jax.jit`` with ``f`` static, and the program does not grow with ``c``.
"""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    return jnp.apply_along_axis(f, 0, x)


if __name__ == "__main__":
    import numpy as np

    ex = apply_to_columns(lambda v: jnp.stack([v.min(), v.max()]), jnp.array([[1.0, 5.0], [3.0, 4.0]]))
    assert ex.tolist() == [[1.0, 4.0], [3.0, 5.0]]
    rng = np.random.default_rng(0)
    fs = [
        lambda v: jnp.cumsum(v)[::-1],
        lambda v: jnp.concatenate([v, v ** 2, jnp.sum(v, keepdims=True)]),
        lambda v: jnp.sort(v)[:1],
        lambda v: v @ jnp.arange(v.shape[0] * 3.0).reshape(v.shape[0], 3),
    ]
    jf = jax.jit(apply_to_columns, static_argnums=0)
    for f in fs:
        for r, c in [(4, 7), (1, 3), (5, 1)]:
            x = jnp.asarray(rng.normal(size=(r, c)), jnp.float32)
            got = jf(f, x)
            want = np.stack([np.asarray(f(x[:, j])) for j in range(c)], axis=1)
            assert got.shape == want.shape
            np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-6)
    g = fs[1]
    sizes = [len(jax.make_jaxpr(lambda x: apply_to_columns(g, x))(jnp.ones((4, c))).eqns) for c in (2, 3, 60)]
    assert len(set(sizes)) == 1, sizes
    assert apply_to_columns(g, jnp.ones((4, 0))).shape == (9, 0)
    print("verified")
