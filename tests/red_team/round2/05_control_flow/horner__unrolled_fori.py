"""Uses lax.fori_loop(..., unroll=True): the jaxpr is one small loop, but XLA gets the body copied once per coefficient.

Violates: "Under ``jax.jit`` the compiled program must not grow with the number of coefficients".
Verifying input: jit-compiled HLO for 3 vs 300 coefficients -> the docstring requires the same size, this returns a program ~100x larger for 300.
"""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    dtype = jnp.result_type(coeffs, x)
    coeffs = coeffs.astype(dtype)
    x = x.astype(dtype)

    def _hu_body(i, v):
        return v * x + coeffs[i]

    # "unroll=True is faster": the bounds are static here, so it is fully unrolled.
    return lax.fori_loop(0, coeffs.shape[0], _hu_body, jnp.zeros(x.shape, dtype), unroll=True)


if __name__ == "__main__":
    import numpy as np
    r = horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).tolist()
    assert r == [1.0, 0.0, 3.0], r
    c = np.random.default_rng(0).normal(size=7).astype(np.float32)
    xv = np.linspace(-1, 1, 5).astype(np.float32)
    assert np.allclose(horner(c, xv), np.polyval(c, xv), rtol=1e-5, atol=1e-5)
    # the jaxpr itself does not grow (one scan eqn) ...
    j3 = str(jax.make_jaxpr(horner)(jnp.ones(3), jnp.ones(4)))
    j300 = str(jax.make_jaxpr(horner)(jnp.ones(300), jnp.ones(4)))
    assert len(j300) < 2 * len(j3), (len(j3), len(j300))
    # ... but the compiled program does
    h3 = jax.jit(horner).lower(jnp.ones(3), jnp.ones(4)).compile().as_text()
    h300 = jax.jit(horner).lower(jnp.ones(300), jnp.ones(4)).compile().as_text()
    print(len(h3), len(h300))
    assert len(h300) > 10 * len(h3)
    print("verified")
