"""Correct, unusual style: reverse-over-reverse, H v = grad of x -> <grad f(x), v>, instead of the jvp-of-grad the lesson shows; never builds H.

Violates: nothing (a correct solution).
Verifying input: f = lambda p: p[0] ** 2 * p[1], x = [1, 2], v = [1, 0] -> requires [4.0, 2.0], this returns [4.0, 2.0]; matches jax.hessian(f)(x) @ v on random inputs.
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp


def hvp(f: Callable[[jax.Array], jax.Array], x: jax.Array, v: jax.Array) -> jax.Array:
    return jax.grad(lambda y: jnp.vdot(jax.grad(f)(y), v))(x)


if __name__ == "__main__":
    import numpy as np

    f = lambda p: p[0] ** 2 * p[1]
    assert hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])).tolist() == [4.0, 2.0]
    g = lambda p: jnp.sum(jnp.sin(p) * p ** 2) + jnp.sum(p) ** 2 + jnp.log1p(jnp.sum(p ** 4))
    for seed, n in ((0, 64), (1, 1), (2, 7)):
        x = jax.random.normal(jax.random.PRNGKey(seed), (n,))
        v = jax.random.normal(jax.random.PRNGKey(seed + 10), (n,))
        ref = np.asarray(jax.hessian(g)(x), np.float64) @ np.asarray(v, np.float64)
        ours = jax.jit(hvp, static_argnums=0)(g, x, v)
        assert ours.shape == (n,) and np.allclose(ours, ref, rtol=1e-4, atol=1e-4)
    # small directions are fine (exact derivative, no finite differences)
    h = lambda p: jnp.sum(p ** 3)
    assert np.allclose(hvp(h, jnp.ones(3), 1e-5 * jnp.ones(3)), 6e-5, rtol=1e-5)
    # no n*n array, nested jaxprs included
    x, v = jnp.ones(64), jnp.ones(64)
    def avals(jaxpr):
        for e in jaxpr.eqns:
            for var in list(e.outvars) + list(e.invars):
                yield getattr(var.aval, "shape", ())
            for p in e.params.values():
                for sub in (p if isinstance(p, (tuple, list)) else (p,)):
                    inner = getattr(sub, "jaxpr", sub)
                    if hasattr(inner, "eqns"):
                        yield from avals(inner)
    shapes = set(avals(jax.make_jaxpr(lambda x, v: hvp(g, x, v))(x, v).jaxpr))
    assert all(int(np.prod(s)) < 64 * 64 for s in shapes), shapes
    print("verified")
