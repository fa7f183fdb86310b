"""The student computes the sigmoid in the custom_jvp rule in float32 "for accuracy", so for a float16 ``x`` the tangent comes out float32 and JAX rejects the rule.

Violates: "x: a float array of any shape, float16 included." / "``jax.grad`` of the sum is ``sigmoid(x)`` everywhere"
Verifying input: jax.grad(lambda v: softplus(v).sum())(jnp.array([0.0], jnp.float16)) must be [0.5]; this raises a custom_jvp dtype error.
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.custom_jvp
def softplus(x):
    x = jnp.asarray(x)
    return jnp.maximum(x, 0) + jnp.log1p(jnp.exp(-jnp.abs(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    sig = 1 / (1 + jnp.exp(-x.astype(jnp.float32)))
    return softplus(x), t * sig


if __name__ == "__main__":
    try:
        g = jax.grad(lambda v: softplus(v).sum())(jnp.array([0.0], jnp.float16))
        wrong = g.dtype != jnp.float16 or float(g[0]) != 0.5
    except Exception:
        wrong = True
    assert wrong
    x = jnp.array([-1000.0, -5.0, 0.0, 3.0, 40.0, 1000.0])
    want = np.logaddexp(0.0, np.asarray(x, np.float64))
    assert np.allclose(np.asarray(softplus(x)), want, rtol=1e-6)
    assert jax.grad(lambda v: softplus(v).sum())(jnp.array([-1000.0, 0.0, 1000.0])).tolist() == [0.0, 0.5, 1.0]
    g = jax.jit(jax.grad(lambda v: softplus(v).sum()))(x)
    assert np.allclose(np.asarray(g), 1 / (1 + np.exp(-np.asarray(x, np.float64))), atol=1e-7)
    y16 = softplus(jnp.array([-3.0, 0.0, 15.0], jnp.float16))
    assert y16.dtype == jnp.float16 and np.allclose(np.asarray(y16, np.float64), np.logaddexp(0, [-3.0, 0.0, 15.0]), rtol=2e-3)
    print("verified")
