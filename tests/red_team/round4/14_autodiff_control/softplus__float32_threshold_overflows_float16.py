"""The student adds a correct custom_jvp but keeps the given value formula with its float32 cut-off of 30, so in float16 exp(x) overflows for 11 < x <= 30 and the value is inf.

Violates: "finite with a finite gradient for every finite ``x``" ... "x: a float array of any shape, float16 included."
Verifying input: jnp.array([20.0], jnp.float16) -> requires 20.0 (finite), this returns inf.
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
    return _softplus(x), sig * t


def softplus(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return _softplus(x)


if __name__ == "__main__":
    import numpy as np

    x = jnp.array([-1000.0, 0.0, 1000.0])
    assert [round(v, 4) for v in softplus(x).tolist()] == [0.0, 0.6931, 1000.0]
    assert jax.grad(lambda x: softplus(x).sum())(x).tolist() == [0.0, 0.5, 1.0]
    xs = jnp.linspace(-50, 50, 101)
    assert np.allclose(jax.jit(softplus)(xs), np.logaddexp(0, np.asarray(xs, np.float64)), rtol=1e-6, atol=1e-6)
    assert np.allclose(jax.grad(lambda x: softplus(x).sum())(xs), jax.nn.sigmoid(xs), atol=1e-6)
    assert "custom_jvp_call" in str(jax.make_jaxpr(softplus)(xs))
    h = jnp.array([-5.0, 0.0, 5.0, 40.0], jnp.float16)
    assert softplus(h).dtype == jnp.float16 and np.all(np.isfinite(softplus(h)))
    # the flaw
    bad = softplus(jnp.array([20.0], jnp.float16))
    print("softplus(float16 20.0) =", bad)
    assert np.isinf(np.asarray(bad, np.float32)).all()
    print("verified")
