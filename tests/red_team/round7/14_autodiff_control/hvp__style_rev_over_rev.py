"""Correct: the gradient of ``<grad f(x), v>`` (reverse over reverse) is ``H v``; no ``(n, n)`` array is ever built.

Violates: nothing (a correct solution in an unusual style).
Verifying input: the docstring example, a random quadratic (H known), a non-quadratic f against ``jax.hessian``, under jit, and no n*n-sized array in the jaxpr for n = 64.
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def hvp(f, x, v):
    return jax.grad(lambda y: jnp.vdot(jax.grad(f)(y), v))(x)


if __name__ == "__main__":
    f = lambda p: p[0] ** 2 * p[1]
    assert hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])).tolist() == [4.0, 2.0]
    rng = np.random.default_rng(0)
    a = rng.normal(size=(5, 5)).astype(np.float32)
    A = jnp.asarray(a @ a.T)
    quad = lambda p: 0.5 * p @ A @ p
    x, v = jnp.asarray(rng.normal(size=5), jnp.float32), jnp.asarray(rng.normal(size=5), jnp.float32)
    assert np.allclose(np.asarray(jax.jit(hvp, static_argnums=0)(quad, x, v)), np.asarray(A @ v), rtol=1e-4, atol=1e-4)
    g = lambda p: jnp.sum(jnp.sin(p) * p[::-1]) + jnp.sum(p**4)
    assert np.allclose(np.asarray(hvp(g, x, v)), np.asarray(jax.hessian(g)(x) @ v), rtol=1e-4, atol=1e-4)
    n = 64
    jaxpr = jax.make_jaxpr(lambda x, v: hvp(lambda p: jnp.sum(jnp.tanh(p) ** 2), x, v))(jnp.ones(n), jnp.ones(n))
    def sizes(j):
        for e in j.eqns:
            for var in e.outvars:
                yield int(np.prod(var.aval.shape))
            for val in e.params.values():
                for s in (val if isinstance(val, (tuple, list)) else (val,)):
                    inner = getattr(s, "jaxpr", None)
                    if inner is not None and hasattr(inner, "eqns"):
                        yield from sizes(inner)
                    elif hasattr(s, "eqns"):
                        yield from sizes(s)
    assert max(sizes(jaxpr.jaxpr)) < n * n
    print("verified")
