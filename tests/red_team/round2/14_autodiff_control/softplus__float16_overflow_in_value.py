"""The student adds the ``custom_jvp`` with the sigmoid derivative but keeps the given value expression ``where(x > 30, x, log1p(exp(x)))``, whose ``exp`` overflows float16 for ``x`` between about 11 and 30.

Violates: "finite with a finite gradient for every finite ``x``" with "x: a float array of any shape, float16 included."
Verifying input: x = jnp.array([20.0], jnp.float16) -> requires ~20.0 (finite), this returns inf.
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.where(x > 30.0, x, jnp.log1p(jnp.exp(x)))


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
    np.testing.assert_allclose(np.asarray(jax.jit(softplus)(xs)), np.log1p(np.exp(np.asarray(xs, np.float64))), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(jax.jit(jax.grad(lambda x: softplus(x).sum()))(xs)), 1 / (1 + np.exp(-np.asarray(xs, np.float64))), rtol=1e-5, atol=1e-7)

    def _jvp_rule_names(fn, *args):
        import re

        text = jax.make_jaxpr(fn)(*args).pretty_print(use_color=False)
        return re.findall(r"custom_jvp_call\[\s*name=(\w+)", text)

    assert _jvp_rule_names(softplus, xs) == ["softplus"]
    h = softplus(jnp.array([-1000.0, 0.0, 1000.0], jnp.float16))
    assert h.dtype == jnp.float16 and h.tolist()[2] == 1000.0
    # the violation
    assert np.isinf(np.asarray(softplus(jnp.array([20.0], jnp.float16)))).all()
    print("verified")
