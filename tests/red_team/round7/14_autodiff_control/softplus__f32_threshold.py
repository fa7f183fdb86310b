"""The student keeps the given ``jnp.where(x > 30, x, log1p(exp(x)))`` for the value (with a correct custom_jvp), but 30 is a float32 threshold: in float16 ``exp(x)`` overflows from x = 11.1, so softplus(15) is inf.

Violates: "``log(1 + exp(x))`` elementwise, finite with a finite gradient for every finite ``x``." with "x: a float array of any shape, float16 included."
Verifying input: softplus(jnp.array([15.0], jnp.float16)) must be [15.0]; this returns [inf].
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
    return jnp.where(x > 30.0, x, jnp.log1p(jnp.exp(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return softplus(x), t / (1 + jnp.exp(-x))


if __name__ == "__main__":
    assert not np.isfinite(np.asarray(softplus(jnp.array([15.0], jnp.float16)), np.float32)).all()
    x = jnp.array([-1000.0, -5.0, 0.0, 3.0, 40.0, 1000.0])
    want = np.logaddexp(0.0, np.asarray(x, np.float64))
    assert np.allclose(np.asarray(softplus(x)), want, rtol=1e-6)
    g = jax.grad(lambda v: softplus(v).sum())(x)
    assert np.allclose(np.asarray(g), 1 / (1 + np.exp(-np.asarray(x, np.float64))), atol=1e-7)
    assert jax.grad(lambda v: softplus(v).sum())(jnp.array([-1000.0, 0.0, 1000.0])).tolist() == [0.0, 0.5, 1.0]
    y16 = softplus(jnp.array([-3.0, 0.0, 2.0, 100.0], jnp.float16))
    assert y16.dtype == jnp.float16 and np.allclose(np.asarray(y16, np.float64), np.logaddexp(0, [-3.0, 0.0, 2.0, 100.0]), rtol=2e-3)
    print("verified")
