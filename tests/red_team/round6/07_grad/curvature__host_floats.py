"""Pulls the two derivatives out as Python floats and finishes with math functions, which works on concrete inputs but cannot run under jax.jit (and returns a Python float, not a JAX scalar).

Violates: "Must work under ``jax.jit`` (with ``f`` static)."
Verifying input: jax.jit(curvature, static_argnums=0)(jnp.sin, jnp.float32(1.0)) -> requires 0.8223, this raises ConcretizationTypeError.
"""
EXERCISE = "grad.curvature"
VERDICT = "fail"
KIND = "placement"

import math

import jax
import jax.numpy as jnp


def curvature(f, x):
    d1 = float(jax.grad(f)(x))
    d2 = float(jax.grad(jax.grad(f))(x))
    return abs(d2) / math.pow(1 + d1 * d1, 1.5)


if __name__ == "__main__":
    assert float(curvature(lambda v: v ** 2, jnp.float32(0.0))) == 2.0
    want = math.sin(1.0) / (1 + math.cos(1.0) ** 2) ** 1.5
    assert abs(curvature(jnp.sin, jnp.float32(1.0)) - want) < 1e-6
    try:
        jax.jit(curvature, static_argnums=0)(jnp.sin, jnp.float32(1.0))
    except jax.errors.ConcretizationTypeError:
        print("under jit: ConcretizationTypeError")
    else:
        raise AssertionError("expected a failure under jit")
    print("verified")
