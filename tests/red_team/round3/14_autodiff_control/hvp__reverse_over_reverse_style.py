"""Unusual style: instead of forward-over-reverse (``jvp`` of ``grad``), the student takes the gradient of the scalar ``<grad f(x), v>`` (reverse over reverse), which by symmetry of the Hessian is ``H v``.

Correct: ``grad_x (grad f(x) . v) = H(x)^T v = H(x) v`` for a smooth ``f``; the program holds only vectors of shape ``(n,)`` (no ``n * n`` array at any level, its size independent of ``n``), and it works under ``jax.jit`` with ``f`` static.
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def hvp(f, x, v):
    return jax.grad(lambda p: jnp.vdot(jax.grad(f)(p), v))(x)


if __name__ == "__main__":
    import numpy as np

    f = lambda p: p[0] ** 2 * p[1]
    assert hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])).tolist() == [4.0, 2.0]
    rng = np.random.default_rng(0)
    for n in (3, 64):
        x = jnp.asarray(rng.normal(size=n).astype(np.float32))
        v = jnp.asarray(rng.normal(size=n).astype(np.float32))
        g = lambda p: jnp.sum(jnp.tanh(p) ** 2) + jnp.prod(jnp.cos(p[:3])) + jnp.sum(p[:-1] * p[1:] ** 3)
        want = jax.hessian(g)(x) @ v
        got = jax.jit(hvp, static_argnums=0)(g, x, v)
        assert got.shape == (n,)
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-4, atol=1e-4)
    quart = lambda p: jnp.sum(p ** 4) / 4
    np.testing.assert_allclose(np.asarray(hvp(quart, jnp.array([100.0, 100.0]), jnp.array([1.0, 0.0]))), [30000.0, 0.0], rtol=1e-6)
    # no n*n array anywhere in the program, nested jaxprs included
    n = 64
    jx = jax.make_jaxpr(lambda x, v: hvp(lambda p: jnp.sum(jnp.sin(p) * p ** 2), x, v))(jnp.ones(n), jnp.ones(n))

    def sizes(j):
        for e in j.eqns:
            for var in list(e.invars) + list(e.outvars):
                if hasattr(var.aval, "size"):
                    yield var.aval.size
            for p in e.params.values():
                for s in (p if isinstance(p, (tuple, list)) else (p,)):
                    if hasattr(s, "eqns"):
                        yield from sizes(s)
                    elif hasattr(s, "jaxpr") and hasattr(s.jaxpr, "eqns"):
                        yield from sizes(s.jaxpr)

    assert max(sizes(jx.jaxpr)) <= n
    print("verified")
