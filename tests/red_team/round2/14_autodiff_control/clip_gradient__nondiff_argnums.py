"""The student declares the bounds with ``jax.custom_vjp(..., nondiff_argnums=(1, 2))``, which works for Python-float bounds but fails as soon as ``lo``/``hi`` are traced, e.g. passed as arguments of a jitted function.

Violates: "``lo`` and ``hi`` ... may be traced: under ``jax.jit`` they are tracers, which JAX does not accept as ``nondiff_argnums``. Must work under ``jax.jit`` and inside it."
Verifying input: jax.jit(jax.grad(lambda x, lo, hi: (w * clip_gradient(x, lo, hi)).sum()))(zeros(3), -1.0, 1.0) -> requires [-1, 0.5, 1], this raises (tracer in nondiff_argnums).
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
KIND = "purity"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.custom_vjp, nondiff_argnums=(1, 2))
def _clipped(v, low, high):
    return v


def _clipped_fwd(v, low, high):
    return v, None


def _clipped_bwd(low, high, _, g):
    return (jnp.clip(g, low, high),)


_clipped.defvjp(_clipped_fwd, _clipped_bwd)


def clip_gradient(x: jax.Array, lo: float, hi: float) -> jax.Array:
    return _clipped(x, lo, hi)


if __name__ == "__main__":
    import numpy as np

    loss = lambda x: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, -1.0, 1.0)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    x = jnp.array([[-2.0, 0.3], [5.0, -7.0]])
    np.testing.assert_array_equal(np.asarray(clip_gradient(x, -1.0, 1.0)), np.asarray(x))
    assert jax.jit(jax.grad(loss))(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]  # constant bounds: fine
    # the violation
    w = jnp.array([-3.0, 0.5, 3.0])
    try:
        jax.jit(jax.grad(lambda x, lo, hi: (w * clip_gradient(x, lo, hi)).sum()))(jnp.zeros(3), -1.0, 1.0)
    except Exception as e:
        assert "nondiff_argnums" in str(e) or "Tracer" in type(e).__name__ or "tracer" in str(e).lower(), str(e)[:300]
    else:
        raise AssertionError("worked with traced bounds")
    print("verified")
