"""The student kept the given ``where(x > 30, x, log1p(exp(x)))`` for the value and added a correct ``custom_jvp`` rule, but in float16 ``exp(x)`` overflows already above ~11, so for 11 < x <= 30 the value is inf.

Violates: "finite with a finite gradient for every finite ``x``" ("x: a float array of any shape, float16 included")
Verifying input: x = jnp.array([12.0, 20.0], jnp.float16) -> requires [12.0, 20.0] (float16), this returns [inf, inf].
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def _softplus(x):
    return jnp.where(x > 30.0, x, jnp.log1p(jnp.exp(x)))


@_softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    sig = 1.0 / (1.0 + jnp.exp(-x))
    return _softplus(x), (sig * t).astype(t.dtype)


def softplus(x: jax.Array) -> jax.Array:
    return _softplus(jnp.asarray(x))


if __name__ == "__main__":
    import numpy as np

    x = jnp.array([-1000.0, 0.0, 1000.0])
    assert [round(v, 4) for v in softplus(x).tolist()] == [0.0, 0.6931, 1000.0]
    assert jax.grad(lambda v: softplus(v).sum())(x).tolist() == [0.0, 0.5, 1.0]
    xs = np.linspace(-50, 50, 201).astype(np.float32)
    ref = np.logaddexp(0.0, xs.astype(np.float64))
    assert np.allclose(jax.jit(softplus)(xs), ref, rtol=1e-6, atol=1e-6)
    g = jax.jit(jax.grad(lambda v: softplus(v).sum()))(xs)
    assert np.allclose(g, 1 / (1 + np.exp(-xs.astype(np.float64))), atol=1e-6)
    h = jnp.array([-5.0, 0.0, 3.0, 8.0], jnp.float16)  # small float16 values are fine
    assert softplus(h).dtype == jnp.float16
    assert np.allclose(np.asarray(softplus(h), np.float32), np.logaddexp(0.0, np.asarray(h, np.float64)), rtol=2e-3)

    bad = jnp.array([12.0, 20.0], jnp.float16)
    out = softplus(bad)
    print("float16 softplus([12, 20]) =", out, " reference:", np.logaddexp(0.0, np.asarray(bad, np.float64)))
    assert not np.all(np.isfinite(np.asarray(out, np.float32)))
    print("verified")
