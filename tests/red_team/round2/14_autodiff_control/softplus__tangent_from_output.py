"""Correct: a ``custom_jvp`` with the overflow-free value ``max(x, 0) + log1p(exp(-|x|))`` and the derivative written from the output, ``sigmoid(x) = exp(x - softplus(x))``.

Correct: ``exp(x - softplus(x)) = exp(x) / (1 + exp(x))`` is the sigmoid, and ``x - softplus(x) <= 0`` never overflows (1.0 at 1000, 0.0 at -1000); the value is finite for every finite x, in float16 too, with the input's dtype; the program has the student's own custom_jvp_call; works under jit.
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.maximum(x, 0) + jnp.log1p(jnp.exp(-jnp.abs(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    out = softplus(x)
    return out, jnp.exp(x - out) * t


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
    assert abs(softplus(jnp.array([-20.0])).tolist()[0] - 2.061e-9) < 1e-11
    value, grad = jax.value_and_grad(lambda x: softplus(x).sum())(jnp.array([1000.0]))
    assert float(value) == 1000.0 and grad.tolist() == [1.0]
    for dt in (jnp.float16, jnp.bfloat16):
        x16 = jnp.array([-1000.0, -20.0, 0.0, 20.0, 1000.0], dt)
        h = softplus(x16)
        g = jax.grad(lambda x: softplus(x).sum())(x16)
        assert h.dtype == dt and g.dtype == dt
        assert np.isfinite(np.asarray(h, np.float32)).all() and np.isfinite(np.asarray(g, np.float32)).all()
        assert float(h[3]) == 20.0 and float(g[0]) == 0.0 and float(g[2]) == 0.5 and float(g[4]) == 1.0
    s = softplus(1000.0)
    assert float(s) == 1000.0 and float(softplus(-1000.0)) == 0.0
    print("verified")
