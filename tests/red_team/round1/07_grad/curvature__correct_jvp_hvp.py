"""Correct: f' and f'' together from one forward-over-reverse pass, jax.jvp of jax.grad(f) with a unit tangent.

Relabelled flawed after grading: ``(1 + d1 * d1) ** 1.5`` overflows float32 for a steep graph (|f'| past about 7e12) and the curvature comes out 0. The docstring now says steep graphs count.
"""
EXERCISE = "grad.curvature"
VERDICT = "fail"
KIND = "beyond"

from typing import Callable

import jax
import jax.numpy as jnp


def curvature(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    d1, d2 = jax.jvp(jax.grad(f), (x,), (jnp.ones_like(x),))
    return jnp.abs(d2) / (1 + d1 * d1) ** 1.5


if __name__ == "__main__":
    import numpy as np
    assert float(curvature(lambda v: v ** 2, jnp.float32(0.0))) == 2.0
    assert round(float(curvature(jnp.sin, jnp.float32(jnp.pi / 2))), 4) == 1.0
    cases = [
        (lambda v: v ** 2, lambda v: 2 * v, lambda v: 2.0 + 0 * v),
        (jnp.sin, np.cos, lambda v: -np.sin(v)),
        (lambda v: jnp.exp(3 * v), lambda v: 3 * np.exp(3 * v), lambda v: 9 * np.exp(3 * v)),
        (jnp.exp, np.exp, np.exp),
        (lambda v: v ** 3 - v, lambda v: 3 * v ** 2 - 1, lambda v: 6 * v),
        (jnp.log, lambda v: 1 / v, lambda v: -1 / v ** 2),
    ]
    jc = jax.jit(curvature, static_argnums=0)
    for f, d1, d2 in cases:
        for x in (0.3, 1.7, -0.8, 15.0):
            if f is jnp.log and x <= 0:
                continue
            x32 = np.float32(x)
            xv = np.float64(x32)
            want = abs(d2(xv)) / (1 + d1(xv) ** 2) ** 1.5
            for fn in (curvature, jc):
                got = float(fn(f, jnp.float32(x)))
                assert got >= 0 and abs(got - want) <= 1e-4 * abs(want) + 1e-30, (x, got, want)
    print("verified")
