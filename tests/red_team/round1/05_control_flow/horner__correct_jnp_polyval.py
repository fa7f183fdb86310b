"""Correct: jnp.polyval, which is itself Horner's rule from 0 written as a lax.scan (inside a jitted helper).

Violates: nothing.
Verifying input: random coefficients (1..30) and x of several shapes, float16/float32 mixes, x = inf -> matches np.polyval, dtype = result_type(coeffs, x), jaxpr holds a scan and does not grow from 3 to 30 coefficients.
"""
EXERCISE = "control_flow.horner"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    return jnp.polyval(coeffs, x)


if __name__ == "__main__":
    import numpy as np

    assert horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).tolist() == [1.0, 0.0, 3.0]
    rng = np.random.default_rng(0)
    for n in (1, 3, 30):
        for shape in ((), (4,), (2, 3), (0,)):
            c = rng.uniform(-1, 1, n).astype(np.float32)
            x = rng.uniform(-1, 1, shape).astype(np.float32)
            got = horner(jnp.asarray(c), jnp.asarray(x))
            assert got.shape == x.shape and got.dtype == np.float32
            want = np.zeros(shape, np.float64)
            for ci in c.astype(np.float64):
                want = want * x + ci
            np.testing.assert_allclose(np.asarray(got), want, rtol=1e-4, atol=1e-5)
    assert horner(jnp.ones(3, jnp.float16), jnp.ones(2, jnp.float16)).dtype == jnp.float16
    assert horner(jnp.ones(3, jnp.float16), jnp.ones(2, jnp.float32)).dtype == jnp.float32
    assert horner(jnp.ones(3, jnp.float16), 2.0).dtype == jnp.float16
    assert np.isnan(float(horner(jnp.array([2.0, -3.0, 1.0]), jnp.float32(np.inf))))
    j3 = str(jax.make_jaxpr(jax.jit(horner))(jnp.ones(3), jnp.ones(2)))
    j30 = str(jax.make_jaxpr(jax.jit(horner))(jnp.ones(30), jnp.ones(2)))
    assert "scan" in j3 and len(j30) - len(j3) <= 10, (j3, j30)  # only the "3" -> "30" in shapes and length
    print("verified")
