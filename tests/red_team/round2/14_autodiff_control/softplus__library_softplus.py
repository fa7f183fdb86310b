"""The student replaces the whole body with ``jax.nn.softplus``: values and gradients are right, but the derivative is JAX's own rule (``logaddexp``'s), not one the student states with ``jax.custom_jvp``.

Violates: "Fix it by stating the derivative yourself with ``jax.custom_jvp`` (the grader reads the program for it), not with a library softplus (``jax.nn.softplus`` and ``jnp.logaddexp`` carry JAX's own rule)."
Verifying input: jax.make_jaxpr(softplus)(jnp.zeros(3)) -> requires a custom_jvp_call of the student's own function, this has only custom_jvp_call[name=logaddexp] inside jit[name=softplus].
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def softplus(x: jax.Array) -> jax.Array:
    return jax.nn.softplus(jnp.asarray(x))


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

    # the violation
    assert _jvp_rule_names(softplus, xs) == ["logaddexp"], _jvp_rule_names(softplus, xs)
    print("verified")
