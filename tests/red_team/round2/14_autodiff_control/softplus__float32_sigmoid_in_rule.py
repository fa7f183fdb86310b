"""The student computes the derivative in float32 "for accuracy" (``x.astype(jnp.float32)``) and does not cast it back, so for a float16 input the rule's tangent dtype does not match and ``jax.grad`` raises.

Violates: "x: a float array of any shape, float16 included ... ``jax.grad`` of the sum is ``sigmoid(x)`` everywhere"
Verifying input: jax.grad(lambda x: softplus(x).sum())(jnp.array([0.0], jnp.float16)) -> requires [0.5] (float16), this raises a custom_jvp dtype error.
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.maximum(x, 0) + jnp.log1p(jnp.exp(-jnp.abs(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    slope = 1 / (1 + jnp.exp(-x.astype(jnp.float32)))
    return softplus(x), slope * t


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
    h = softplus(jnp.array([-1000.0, 0.0, 20.0, 1000.0], jnp.float16))
    assert h.dtype == jnp.float16 and np.isfinite(np.asarray(h, np.float32)).all()
    # the violation
    try:
        jax.grad(lambda x: softplus(x).sum())(jnp.array([0.0], jnp.float16))
    except Exception as e:
        assert "dtype" in str(e) or "float16" in str(e), str(e)[:300]
    else:
        raise AssertionError("float16 grad worked")
    print("verified")
