"""Takes f' with jax.grad but f'' as a central difference of f' with h = 1e-3 (to avoid grad of grad): float32 rounding divided by 2h costs ~1e-4 absolute, far beyond the tolerance where f'' is small.

Violates: "The derivatives must be exact (to float32 rounding), not finite differences: the grader compares with a float64 reference and a relative tolerance of ``1e-4``."
Verifying input: curvature(jnp.sin, jnp.float32(3.14)) -> requires 5.6305e-4 (float64 formula at the float32 input), this returns 5.5845e-4, 0.8% off (exact grad-of-grad is within 1e-6).
"""
EXERCISE = "grad.curvature"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def curvature(f, x):
    df = jax.grad(f)
    h = 1e-3
    d1 = df(x)
    d2 = (df(x + h) - df(x - h)) / (2 * h)
    return jnp.abs(d2) / (1 + d1 ** 2) ** 1.5


if __name__ == "__main__":
    import math

    assert abs(float(curvature(lambda v: v ** 2, jnp.float32(0.0))) - 2.0) < 1e-3
    x = float(jnp.float32(3.14))
    want = abs(math.sin(x)) / (1 + math.cos(x) ** 2) ** 1.5
    xs = jnp.float32(x)
    got = float(jax.jit(curvature, static_argnums=0)(jnp.sin, xs))
    rel = abs(got - want) / want
    print("sin at 3.14: required", want, "got", got, "relative error", rel)
    assert rel > 1e-3
    exact = jnp.abs(jax.grad(jax.grad(jnp.sin))(xs)) / (1 + jax.grad(jnp.sin)(xs) ** 2) ** 1.5
    assert abs(float(exact) - want) / want < 1e-5   # the same point with exact derivatives is fine
    print("verified")
