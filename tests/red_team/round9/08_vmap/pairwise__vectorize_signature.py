"""An unusual but correct style: instead of nesting two ``jax.vmap`` calls, the student uses
``jnp.vectorize`` with a gufunc signature ``(d),(d)->()``. ``xs[:, None, :]`` and
``ys[None, :, :]`` broadcast to an ``(n, m)`` grid of pairs of rows, and ``jnp.vectorize``
(which is built on ``vmap``) applies ``f`` to each pair. No Python loop over rows, the
program does not grow with ``n`` or ``m``, it traces under ``jax.jit`` with ``f`` static,
empty batches give an empty ``(n, m)`` table, and the dtype is whatever ``f`` returns.
"""
EXERCISE = "vmap.pairwise"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def pairwise(f, xs, ys):
    return jnp.vectorize(f, signature="(d),(d)->()")(xs[:, None, :], ys[None, :, :])


if __name__ == "__main__":
    import functools

    out = pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]]))
    assert out.tolist() == [[3.0], [8.0]], out
    rng = np.random.default_rng(0)
    asym = lambda x, y: jnp.sum((x - 2.0 * y) ** 2) + x[0]
    for dt in (jnp.float32, jnp.float16, jnp.bfloat16):
        xs = jnp.asarray(rng.normal(size=(3, 5)), dt)
        ys = jnp.asarray(rng.normal(size=(4, 5)), dt)
        for f in (jnp.dot, asym):
            got = pairwise(f, xs, ys)
            ref = np.array([[np.float32(f(xs[i], ys[j])) for j in range(4)] for i in range(3)])
            assert got.shape == (3, 4) and got.dtype == f(xs[0], ys[0]).dtype, (got.dtype, dt)
            np.testing.assert_allclose(np.float32(got), ref, rtol=2e-2, atol=2e-2)
    # a float32-returning kernel on float16 rows keeps float32
    f32 = lambda x, y: jnp.dot(x.astype(jnp.float32), y.astype(jnp.float32))
    assert pairwise(f32, jnp.ones((2, 3), jnp.float16), jnp.ones((2, 3), jnp.float16)).dtype == jnp.float32
    # under jit, f static; program size independent of n
    jitted = jax.jit(pairwise, static_argnums=0)
    assert jitted(jnp.dot, jnp.ones((2, 3)), jnp.ones((5, 3))).shape == (2, 5)
    sizes = [len(str(jax.make_jaxpr(functools.partial(pairwise, jnp.dot))(jnp.ones((n, 3)), jnp.ones((n, 3)))).splitlines()) for n in (2, 50)]
    assert sizes[0] == sizes[1], sizes
    # empty batches
    assert pairwise(jnp.dot, jnp.ones((0, 3)), jnp.ones((4, 3))).shape == (0, 4)
    assert pairwise(jnp.dot, jnp.ones((2, 3)), jnp.ones((0, 3))).shape == (2, 0)
    print("verified")
