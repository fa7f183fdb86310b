"""The student adds a correct ``jax.custom_jvp`` rule (tangent ``sigmoid(x) * t``) but keeps the given primal ``where(x > 30, x, log1p(exp(x)))``, whose threshold only suits float32: in float16 ``exp(x)`` overflows for ``x > 11``, so values between about 11 and 30 come out ``inf``.

Violates: "finite with a finite gradient for every finite ``x``" for "x: a float array of any shape, float16 included".
Verifying input: x = float16 [20.0] -> requires 20.0, this returns inf.
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
    return _softplus(x), jax.nn.sigmoid(x) * t


def softplus(x):
    return _softplus(jnp.asarray(x))


if __name__ == "__main__":
    import numpy as np

    assert [round(v, 4) for v in softplus(jnp.array([-1000.0, 0.0, 1000.0])).tolist()] == [0.0, 0.6931, 1000.0]
    assert jax.grad(lambda x: softplus(x).sum())(jnp.array([-1000.0, 0.0, 1000.0])).tolist() == [0.0, 0.5, 1.0]
    x = jnp.linspace(-60, 60, 241)
    np.testing.assert_allclose(np.asarray(jax.jit(softplus)(x)), np.logaddexp(0, np.asarray(x, np.float64)), rtol=1e-5, atol=1e-6)
    g = jax.jit(jax.grad(lambda x: softplus(x).sum()))(x)
    np.testing.assert_allclose(np.asarray(g), 1 / (1 + np.exp(-np.asarray(x, np.float64))), rtol=1e-5, atol=1e-7)
    assert "custom_jvp_call" in str(jax.make_jaxpr(softplus)(x))
    h = softplus(jnp.array([-3.0, 0.0, 3.0], jnp.float16))
    assert h.dtype == jnp.float16 and np.isfinite(np.asarray(h)).all()
    got = softplus(jnp.array([20.0], jnp.float16))
    assert np.isinf(np.asarray(got)).all(), got  # requires 20.0
    print("verified")
