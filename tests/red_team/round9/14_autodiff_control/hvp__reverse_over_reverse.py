"""An unusual but correct style: reverse-over-reverse instead of forward-over-reverse. The
student takes ``jax.vjp`` of the gradient function and pulls ``v`` back through it:
``vjp(grad(f), x)[1](v)`` is ``v^T H``, which for a smooth scalar ``f`` (symmetric Hessian) is
``H v``. Like ``jvp(grad(f))``, it never forms the ``(n, n)`` matrix (only vectors of
length ``n`` flow through the two backward passes), its size does not depend on ``n``, it
jits with ``f`` static, and cotangents come back in ``x``'s dtype (float16 stays float16).
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def hvp(f, x, v):
    _, pull_back = jax.vjp(jax.grad(f), x)
    (hv,) = pull_back(v)
    return hv


if __name__ == "__main__":
    f = lambda p: p[0] ** 2 * p[1]
    assert hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])).tolist() == [4.0, 2.0]

    def largest(jaxpr):
        best = 0
        for eqn in jaxpr.eqns:
            for var in list(eqn.invars) + list(eqn.outvars):
                shape = getattr(getattr(var, "aval", None), "shape", ())
                best = max(best, int(np.prod(shape)) if shape else 1)
            for param in eqn.params.values():
                for sub in param if isinstance(param, (list, tuple)) else [param]:
                    sub = getattr(sub, "jaxpr", sub)
                    if hasattr(sub, "eqns"):
                        best = max(best, largest(sub))
        return best

    rng = np.random.default_rng(3)
    funcs = [
        lambda p: jnp.sum(jnp.sin(p) * p),
        lambda p: jnp.sum(p ** 3) + p[0] * p[-1] + jnp.sum(jnp.tanh(p)) ** 2,
        lambda p: jnp.log(jnp.sum(jnp.exp(p))),
    ]
    for g in funcs:
        for dt in (jnp.float32, jnp.float16, jnp.bfloat16):
            x = jnp.asarray(rng.normal(size=6) * 0.5, dt)
            v = jnp.asarray(rng.normal(size=6), dt)
            got = jax.jit(hvp, static_argnums=0)(g, x, v)
            assert got.shape == (6,) and got.dtype == dt, (got.dtype, dt)
            x32, v32 = x.astype(jnp.float32), v.astype(jnp.float32)
            ref = jax.hessian(g)(x32) @ v32
            tol = 1e-4 if dt == jnp.float32 else 1e-1
            np.testing.assert_allclose(np.float32(got), np.float32(ref), rtol=tol, atol=tol)
        closed = jax.make_jaxpr(lambda x, v: hvp(g, x, v))(jnp.ones(64), jnp.ones(64))
        assert largest(closed.jaxpr) < 64 * 64
        sizes = [len(str(jax.make_jaxpr(lambda x, v: hvp(g, x, v))(jnp.ones(n), jnp.ones(n))).splitlines()) for n in (8, 64)]
        assert sizes[0] == sizes[1], sizes
    print("verified")
