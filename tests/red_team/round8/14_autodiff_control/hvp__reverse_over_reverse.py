"""Correct: the student differentiates the scalar <grad f(x), v> once more with jax.grad (reverse over reverse), which gives H v without forming the Hessian.

Violates: nothing.
Verifying input: hvp(lambda p: jnp.sum(p ** 3) + p[0] * p[1] + jnp.sum(jnp.sin(p)), x, v) for random x, v of length 64 equals the float64 NumPy value 6 * x * v - sin(x) * v + [v1, v0, 0, ...]; its jaxpr holds no array of 64 * 64 elements.
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def hvp(f, x, v):
    return jax.grad(lambda y: jnp.vdot(jax.grad(f)(y), v))(x)


def _max_size(jaxpr):
    biggest = 0
    for eqn in jaxpr.eqns:
        for var in list(eqn.invars) + list(eqn.outvars):
            shape = getattr(getattr(var, "aval", None), "shape", ())
            size = 1
            for s in shape:
                size *= s
            biggest = max(biggest, size)
        for value in eqn.params.values():
            inner = getattr(value, "jaxpr", value)
            if hasattr(inner, "eqns"):
                biggest = max(biggest, _max_size(inner))
    return biggest


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(0)
    x = rng.normal(size=64).astype(np.float32)
    v = rng.normal(size=64).astype(np.float32)
    f = lambda p: jnp.sum(p ** 3) + p[0] * p[1] + jnp.sum(jnp.sin(p))
    got = jax.jit(hvp, static_argnums=0)(f, jnp.asarray(x), jnp.asarray(v))
    x64, v64 = x.astype(np.float64), v.astype(np.float64)
    want = 6 * x64 * v64 - np.sin(x64) * v64
    want[0] += v64[1]
    want[1] += v64[0]
    np.testing.assert_allclose(np.asarray(got, np.float64), want, rtol=1e-5, atol=1e-5)
    assert _max_size(jax.make_jaxpr(lambda x, v: hvp(f, x, v))(jnp.asarray(x), jnp.asarray(v)).jaxpr) < 64 * 64

    g = lambda p: p[0] ** 2 * p[1]
    assert hvp(g, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])).tolist() == [4.0, 2.0]
    print("ok: correct")
