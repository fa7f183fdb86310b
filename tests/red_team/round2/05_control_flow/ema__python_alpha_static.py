"""Bakes a Python-float alpha into a jitted kernel as a static argument: every new alpha value compiles again.

Violates: "``alpha`` stays traced: a new value must not recompile."
Verifying input: ema(xs, 0.1), ema(xs, 0.2), ema(xs, 0.3) with the same xs -> the docstring requires one compilation, this compiles three times.
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "beyond"

import functools

import jax
import jax.numpy as jnp
from jax import lax


def _ema_ps_core(xs, alpha):
    xs = jnp.asarray(xs)
    if not jnp.issubdtype(xs.dtype, jnp.floating):
        xs = xs.astype(jnp.float32)

    def _ema_ps_step(m, x):
        m = alpha * x + (1 - alpha) * m
        return m.astype(xs.dtype), m.astype(xs.dtype)

    _, ys = lax.scan(_ema_ps_step, xs[0], xs)
    return ys


_ema_ps_const = jax.jit(_ema_ps_core, static_argnums=1)   # constant-folds alpha
_ema_ps_traced = jax.jit(_ema_ps_core)


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    if isinstance(alpha, (int, float)):
        return _ema_ps_const(xs, float(alpha))
    return _ema_ps_traced(xs, alpha)


if __name__ == "__main__":
    import numpy as np
    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]

    def _ref(xs, a):
        m = [xs[0]]
        for t in range(1, len(xs)):
            m.append(a * xs[t] + (1 - a) * m[-1])
        return np.array(m)

    rng = np.random.default_rng(0)
    x = rng.normal(size=(5, 3)).astype(np.float32)
    for a in (0.0, 0.25, 1.0):
        assert np.allclose(ema(x, a), _ref(x.astype(np.float64), a), rtol=1e-5, atol=1e-6)
        assert np.allclose(jax.jit(ema)(x, a), _ref(x.astype(np.float64), a), rtol=1e-5, atol=1e-6)
        assert np.allclose(ema(x, jnp.float32(a)), _ref(x.astype(np.float64), a), rtol=1e-5, atol=1e-6)
    assert ema(jnp.ones(3, jnp.float16), 0.5).dtype == jnp.float16
    assert ema(jnp.arange(3), 0.5).dtype == jnp.float32
    assert "scan" in str(jax.make_jaxpr(ema)(x, 0.5))
    xs = jnp.ones((7, 2))
    before = _ema_ps_const._cache_size()
    for a in (0.1, 0.2, 0.3):
        ema(xs, a)
    grew = _ema_ps_const._cache_size() - before
    print("new compilations:", grew)
    assert grew == 3
    print("verified")
