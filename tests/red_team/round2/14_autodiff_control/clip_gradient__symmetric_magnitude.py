"""The student clips the gradient's magnitude, ``sign(g) * minimum(|g|, hi)``, assuming ``lo == -hi``, which ignores ``lo`` for asymmetric bounds.

Violates: "leaves towards ``x`` as ``jnp.clip(g, lo, hi)``, elementwise."
Verifying input: lo = -0.5, hi = 2.0, upstream gradient [-3, 0.5, 3] -> requires [-0.5, 0.5, 2.0], this returns [-2.0, 0.5, 2.0].
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.custom_vjp
def _clipped(v, low, high):
    return v


def _fwd(v, low, high):
    return v, (low, high)


def _bwd(bounds, g):
    low, high = bounds
    return jnp.sign(g) * jnp.minimum(jnp.abs(g), high), jnp.zeros_like(low), jnp.zeros_like(high)


_clipped.defvjp(_fwd, _bwd)


def clip_gradient(x: jax.Array, lo: float, hi: float) -> jax.Array:
    return _clipped(x, lo, hi)


if __name__ == "__main__":
    import numpy as np

    loss = lambda x: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, -1.0, 1.0)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    x = jnp.array([[-2.0, 0.3], [5.0, -7.0]])
    np.testing.assert_array_equal(np.asarray(clip_gradient(x, -1.0, 1.0)), np.asarray(x))
    w = jnp.array([-3.0, 0.5, 3.0])
    assert jax.jit(jax.grad(lambda x, lo, hi: (w * clip_gradient(x, lo, hi)).sum()))(jnp.zeros(3), -1.0, 1.0).tolist() == [-1.0, 0.5, 1.0]
    # the violation
    got = jax.grad(lambda x: (w * clip_gradient(x, -0.5, 2.0)).sum())(jnp.zeros(3))
    assert got.tolist() == [-2.0, 0.5, 2.0], got
    print("verified")
