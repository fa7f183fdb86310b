"""The student uses the double-where trick only at x == 0; for tiny nonzero x, x**2 in the derivative underflows and the gradient is -inf.

Violates: "with a finite gradient everywhere" / "float16 included (its gradient must be finite too)"
Verifying input: x=float16 1e-3 (or float32 1e-30) -> requires a finite gradient (about 0), this gives -inf.
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    is_zero = x == 0
    safe = jnp.where(is_zero, jnp.ones_like(x), x)
    return jnp.where(is_zero, jnp.ones_like(x), jnp.sin(safe) / safe)


if __name__ == "__main__":
    import numpy as np
    assert [round(v, 5) for v in sinc(jnp.array([0.0, jnp.pi / 2])).tolist()] == [1.0, 0.63662]
    gr = jax.grad(lambda x: sinc(x).sum())
    assert [round(v, 4) for v in gr(jnp.array([0.0, 1.0])).tolist()] == [0.0, -0.3012]
    assert abs(float(sinc(jnp.float32(0.05))) - 0.99958) < 1e-5
    xs = np.array([-3.0, -0.5, 0.1, 2.0, 7.0], np.float32)
    np.testing.assert_allclose(jax.jit(sinc)(xs), np.sin(xs) / xs, rtol=1e-6)
    np.testing.assert_allclose(jax.jit(gr)(xs), np.cos(xs) / xs - np.sin(xs) / xs ** 2, rtol=1e-4, atol=1e-6)
    assert sinc(jnp.zeros(2, jnp.float16)).dtype == jnp.float16 and jnp.isfinite(gr(jnp.zeros(2, jnp.float16))).all()
    assert "custom_jvp" not in str(jax.make_jaxpr(sinc)(xs))
    assert not jnp.isfinite(gr(jnp.array([1e-3], jnp.float16))).all()  # the breach
    assert not jnp.isfinite(gr(jnp.array([1e-30], jnp.float32))).all()
    print("verified")
