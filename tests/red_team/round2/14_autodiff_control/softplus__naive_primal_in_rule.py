"""The student's ``custom_jvp`` rule recomputes the primal output with the naive ``log1p(exp(x))``, so whenever JAX differentiates (``value_and_grad``, ``jvp``), the value it reports for large ``x`` is inf, although calling the function directly is fine.

Violates: "``softplus(1000.0)`` is ``1000.0``" / "finite ... for every finite ``x``" (also on the differentiated path)
Verifying input: jax.value_and_grad(lambda x: softplus(x).sum())(jnp.array([1000.0])) -> requires (1000.0, [1.0]), this returns (inf, [1.0]).
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.maximum(x, 0) + jnp.log1p(jnp.exp(-jnp.abs(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    value = jnp.log1p(jnp.exp(x))
    return value, t / (1 + jnp.exp(-x))


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
    # the violation
    value, grad = jax.value_and_grad(lambda x: softplus(x).sum())(jnp.array([1000.0]))
    assert np.isinf(float(value)) and grad.tolist() == [1.0], (value, grad)
    print("verified")
