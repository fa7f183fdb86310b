"""The student returns a flat 1 for |x| < 0.03 (guarding the division), so values and slopes just beside 0 are wrong.

Violates: "right beside 0 too (sinc(0.05) is 0.99958, not 1)" and the gradient "cos(x) / x - sin(x) / x**2 elsewhere".
Verifying input: x = [0.025] -> the docstring requires value 0.999896 and gradient -0.008333; this returns 1.0 and 0.0.
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    near_zero = jnp.abs(x) < 0.03
    safe = jnp.where(near_zero, jnp.ones_like(x), x)
    return jnp.where(near_zero, jnp.ones_like(x), jnp.sin(safe) / safe)


if __name__ == "__main__":
    import numpy as np
    assert [round(v, 5) for v in sinc(jnp.array([0.0, jnp.pi / 2])).tolist()] == [1.0, 0.63662]
    assert [round(v, 4) for v in jax.grad(lambda x: sinc(x).sum())(jnp.array([0.0, 1.0])).tolist()] == [0.0, -0.3012]
    assert round(float(sinc(jnp.array([0.05]))[0]), 5) == 0.99958
    x = 0.025
    want_v = np.sin(x) / x
    want_g = np.cos(x) / x - np.sin(x) / x ** 2
    got_v = float(sinc(jnp.array([x]))[0])
    got_g = float(jax.grad(lambda v: sinc(v).sum())(jnp.array([x]))[0])
    assert got_v == 1.0 and abs(want_v - 1.0) > 1e-4
    assert got_g == 0.0 and abs(want_g) > 8e-3
    print("verified")
