"""The student mixes up the two directions and also clips the value on the way forward (``jnp.clip(v, lo, hi)``), which looks right on the usual test point ``x = 0``.

Violates: "The identity on the way forward ... ``clip_gradient(x, lo, hi)`` returns ``x`` unchanged."
Verifying input: x = [-2.0, 0.3, 5.0], lo = -1, hi = 1 -> requires [-2.0, 0.3, 5.0], this returns [-1.0, 0.3, 1.0].
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.custom_vjp
def _clipped(v, low, high):
    return jnp.clip(v, low, high)


def _fwd(v, low, high):
    return jnp.clip(v, low, high), (low, high)


def _bwd(bounds, g):
    low, high = bounds
    return jnp.clip(g, low, high), None, None


_clipped.defvjp(_fwd, _bwd)


def clip_gradient(x: jax.Array, lo: float, hi: float) -> jax.Array:
    return _clipped(x, lo, hi)


if __name__ == "__main__":
    import numpy as np

    loss = lambda x: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, -1.0, 1.0)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    w = jnp.array([-3.0, 0.5, 3.0])
    assert jax.jit(jax.grad(lambda x, lo, hi: (w * clip_gradient(x, lo, hi)).sum()))(jnp.zeros(3), -1.0, 1.0).tolist() == [-1.0, 0.5, 1.0]
    assert clip_gradient(jnp.array([0.25, -0.5]), -1.0, 1.0).tolist() == [0.25, -0.5]
    # the violation
    assert clip_gradient(jnp.array([-2.0, 0.3, 5.0]), -1.0, 1.0).tolist() == [-1.0, 0.30000001192092896, 1.0]
    print("verified")
