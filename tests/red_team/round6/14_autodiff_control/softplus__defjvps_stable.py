"""Correct, unusual style: the stable form ``max(x, 0) + log1p(exp(-|x|))`` with the rule given through ``defjvps`` (tangent times ``lax.logistic(x)`` of the input), instead of a ``defjvp`` function.

Verifying input: values compared with float64 NumPy log1p(exp(x)) (computed stably) on x in [-1000, 1000] incl. 0, +-30, +-1000, in float32, float16 (incl. 11 < x <= 30) and bfloat16, dtype and shape kept (0-d, 2-D); grad of the sum equals float64 sigmoid(x) (exactly 0.0, 0.5, 1.0 at -1000, 0, 1000), finite everywhere, also under jax.jit; the jaxpr holds a custom_jvp_call of its own (not logaddexp).
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


@jax.custom_jvp
def _softplus(x):
    return jnp.maximum(x, 0) + jnp.log1p(jnp.exp(-jnp.abs(x)))


_softplus.defjvps(lambda t, ans, x: t * lax.logistic(x))


def softplus(x: jax.Array) -> jax.Array:
    return _softplus(jnp.asarray(x))


if __name__ == "__main__":
    import jax.extend
    import numpy as np

    def ref(x):
        x = np.asarray(x, np.float64)
        return np.maximum(x, 0) + np.log1p(np.exp(-np.abs(x)))

    def sig(x):
        x = np.asarray(x, np.float64)
        return np.where(x >= 0, 1 / (1 + np.exp(-np.abs(x))), np.exp(-np.abs(x)) / (1 + np.exp(-np.abs(x))))

    grid = np.concatenate([np.linspace(-1000, 1000, 101), np.linspace(-40, 40, 161), [0.0, 30.0, -30.0, 1e-3]])
    tol = {np.float32: (1e-6, 1e-6), np.float16: (2e-3, 1e-4)}
    for dt in (np.float32, np.float16):
        x = grid.astype(dt)
        for fn in (softplus, jax.jit(softplus)):
            out = fn(jnp.asarray(x))
            assert out.dtype == dt and out.shape == x.shape
            assert np.isfinite(np.asarray(out, np.float64)).all()
            rt, at = tol[dt]
            assert np.allclose(np.asarray(out, np.float64), ref(x), rtol=rt, atol=at)
            g = jax.jit(jax.grad(lambda v: fn(v).sum()))(jnp.asarray(x))
            assert g.dtype == dt and np.isfinite(np.asarray(g, np.float64)).all()
            assert np.allclose(np.asarray(g, np.float64), sig(x), rtol=rt, atol=at)
    xb = jnp.asarray(np.array([-1000.0, -1.0, 0.0, 20.0, 1000.0], np.float32)).astype(jnp.bfloat16)
    ob = softplus(xb)
    assert ob.dtype == jnp.bfloat16 and np.allclose(np.asarray(ob, np.float64), ref(np.asarray(xb, np.float32)), rtol=1e-2, atol=1e-2)
    assert jax.grad(lambda v: softplus(v).sum())(xb).dtype == jnp.bfloat16
    x2 = jnp.asarray(np.linspace(-5, 5, 12, dtype=np.float32).reshape(3, 4))
    assert softplus(x2).shape == (3, 4) and softplus(jnp.float32(2.0)).shape == ()
    assert [round(v, 4) for v in softplus(jnp.array([-1000.0, 0.0, 1000.0])).tolist()] == [0.0, 0.6931, 1000.0]
    assert jax.grad(lambda v: softplus(v).sum())(jnp.array([-1000.0, 0.0, 1000.0])).tolist() == [0.0, 0.5, 1.0]
    names = []

    def walk(j):
        for e in j.eqns:
            if e.primitive.name == "custom_jvp_call":
                names.append(e.params["call_jaxpr"].jaxpr.debug_info.func_src_info.split()[0])
            for sub in jax.extend.core.jaxprs_in_params(e.params):
                walk(sub)

    walk(jax.make_jaxpr(softplus)(jnp.zeros(3)).jaxpr)
    assert names and "logaddexp" not in names, names
    print("verified")
