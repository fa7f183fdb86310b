"""The student writes the stable form as ``max(x, 0) + log(1 + exp(-|x|))`` with ``log`` instead of ``log1p``, so for moderately negative ``x`` the tiny value is lost entirely (``1 + 2e-9 == 1`` in float32).

Violates: "``log(1 + exp(x))`` elementwise" (the value, to float32 accuracy)
Verifying input: x = -20.0 -> requires 2.061e-9, this returns 0.0.
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.maximum(x, 0) + jnp.log(1 + jnp.exp(-jnp.abs(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return softplus(x), jax.nn.sigmoid(x) * t


if __name__ == "__main__":
    import numpy as np

    pts = jnp.array([-1000.0, 0.0, 1000.0])
    assert [round(v, 4) for v in softplus(pts).tolist()] == [0.0, 0.6931, 1000.0]
    assert jax.grad(lambda x: softplus(x).sum())(pts).tolist() == [0.0, 0.5, 1.0]
    xs = jnp.linspace(-10.0, 10.0, 41)
    np.testing.assert_allclose(np.asarray(jax.jit(softplus)(xs)), np.log1p(np.exp(np.asarray(xs, np.float64))), rtol=1e-3, atol=1e-6)
    # the violation
    want = float(np.log1p(np.exp(-20.0)))
    assert abs(want - 2.061e-9) < 1e-12
    assert softplus(jnp.array([-20.0])).tolist() == [0.0]
    assert jax.nn.softplus(jnp.array([-20.0])).tolist()[0] > 0
    print("verified")
