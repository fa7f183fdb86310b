"""Correct: gets f' and f'' from one jax.jvp of jax.grad(f) (forward-over-reverse) and multiplies |f''| three times by c = 1 / hypot(1, f'), so nothing overflows for steep graphs.

Verifying input: compared with float64 closed forms at rtol 1e-4 for x**2, sin, exp (including exp at 30, where the textbook formula overflows float32), x**3, log, tanh, 1/(1+x**2) at several points; eager and under jax.jit with f static; result >= 0 and a float32 scalar.
"""
EXERCISE = "grad.curvature"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def curvature(f, x):
    x = jnp.asarray(x)
    d1, d2 = jax.jvp(jax.grad(f), (x,), (jnp.ones_like(x),))
    c = 1 / jnp.hypot(jnp.ones_like(d1), d1)
    return jnp.abs(d2) * c * c * c


if __name__ == "__main__":
    import math

    cases = [
        (lambda v: v ** 2, lambda v: (2 * v, 2.0), [0.0, 1.0, -3.0, 100.0]),
        (jnp.sin, lambda v: (math.cos(v), -math.sin(v)), [0.0, 1.0, math.pi / 2, 2.5, -4.0]),
        (jnp.exp, lambda v: (math.exp(v), math.exp(v)), [-5.0, 0.0, 2.0, 30.0]),
        (lambda v: v ** 3, lambda v: (3 * v * v, 6 * v), [0.5, -2.0, 10.0]),
        (jnp.log, lambda v: (1 / v, -1 / v ** 2), [0.1, 1.0, 7.0]),
        (jnp.tanh, lambda v: (1 - math.tanh(v) ** 2, -2 * math.tanh(v) * (1 - math.tanh(v) ** 2)), [0.3, -1.2]),
        (lambda v: 1 / (1 + v ** 2), lambda v: (-2 * v / (1 + v * v) ** 2, (6 * v * v - 2) / (1 + v * v) ** 3), [0.0, 0.7, 2.0]),
    ]
    jcurv = jax.jit(curvature, static_argnums=0)
    for f, derivs, points in cases:
        for p in points:
            x32 = jnp.float32(p)
            d1, d2 = derivs(float(x32))
            want = abs(d2) / (1 + d1 * d1) ** 1.5
            for fn in (curvature, jcurv):
                got = fn(f, x32)
                assert got.shape == () and got.dtype == jnp.float32 and float(got) >= 0
                assert abs(float(got) - want) <= 1e-4 * want + 1e-30, (p, float(got), want)
    assert float(curvature(lambda v: v ** 2, jnp.float32(0.0))) == 2.0
    assert round(float(curvature(jnp.sin, jnp.float32(jnp.pi / 2))), 4) == 1.0
    print("verified")
