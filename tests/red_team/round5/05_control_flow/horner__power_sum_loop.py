"""The student keeps a fori_loop but sums c * x**k term by term (the "expanded" polynomial) instead of Horner's nested v * x + c, so large x overflows x**k where Horner's rule cancels first.

Violates: "evaluated by Horner's rule in a compiled loop ... for each coefficient ``c`` in order, replaces the running value ``v`` by ``v * x + c``"
Verifying input: coeffs=[1, -1e20, 5] (float32), x=1e20 -> requires Horner's 0 -> 1 -> 1*1e20-1e20=0 -> 0*1e20+5 = 5.0, this returns inf (x**2 = 1e40 overflows before anything cancels); float16 coeffs [1, -300, 5] at x=300 give nan instead of 5.
"""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    dtype = jnp.result_type(coeffs, x)
    coeffs = coeffs.astype(dtype)
    x = x.astype(dtype)
    n = coeffs.shape[0]

    def body(i, acc):
        # coeffs[0] belongs to the highest power n - 1
        return acc + coeffs[i] * x ** (n - 1 - i)

    return lax.fori_loop(0, n, body, jnp.zeros(x.shape, dtype))


if __name__ == "__main__":
    import numpy as np

    def ref(c, x):
        v = np.zeros_like(np.asarray(x, np.float64))
        for ci in np.asarray(c, np.float64):
            v = v * x + ci
        return v

    c = jnp.array([2.0, -3.0, 1.0])
    assert horner(c, jnp.array([0.0, 1.0, 2.0])).tolist() == [1.0, 0.0, 3.0]
    rng = np.random.default_rng(0)
    for deg in (1, 3, 7):
        cc = rng.normal(size=deg).astype(np.float32)
        xx = rng.normal(size=(4, 3)).astype(np.float32)
        out = jax.jit(horner)(cc, xx)
        assert out.shape == xx.shape and out.dtype == jnp.float32
        np.testing.assert_allclose(out, ref(cc, xx), rtol=1e-5, atol=1e-5)
    assert horner(c.astype(jnp.float16), jnp.float16(2.0)).dtype == jnp.float16
    # compiled program does not grow, and holds a loop
    j3 = str(jax.make_jaxpr(horner)(jnp.ones(3), jnp.ones(2)))
    j30 = str(jax.make_jaxpr(horner)(jnp.ones(30), jnp.ones(2)))
    assert len(j30.replace("30", "3")) <= len(j3) + 5 and ("scan" in j3 or "while" in j3)

    bad = jax.jit(horner)(jnp.array([1.0, -1e20, 5.0], jnp.float32), jnp.float32(1e20))
    print("Horner's rule gives", ref([1.0, -1e20, 5.0], 1e20), "this gives", bad)
    assert ref([1.0, -1e20, 5.0], 1e20) == 5.0 and not bool(jnp.isfinite(bad))
    bad16 = jax.jit(horner)(jnp.array([1.0, -300.0, 5.0], jnp.float16), jnp.float16(300.0))
    print("float16: Horner's rule gives", ref([1.0, -300.0, 5.0], 300.0), "this gives", bad16)
    assert not bool(jnp.isfinite(bad16))
    print("verified")
