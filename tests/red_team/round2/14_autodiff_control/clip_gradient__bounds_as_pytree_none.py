"""Correct: a module-level ``custom_vjp`` taking the bounds as one pytree argument (a dict), whose backward pass returns ``None`` for that whole argument.

Correct: the forward value is ``x`` itself (same shape and dtype); the cotangent towards ``x`` is ``jnp.clip(g, lo, hi)`` cast to g's dtype; ``None`` is a zero cotangent for the bounds; the bounds are ordinary (traceable) arguments, so it works with traced ``lo``/``hi`` under ``jit`` and inside it.
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


@jax.custom_vjp
def _pass_through(v, bounds):
    return v


def _pass_fwd(v, bounds):
    return v, bounds


def _pass_bwd(bounds, g):
    clipped = jnp.minimum(jnp.maximum(g, bounds["lo"]), bounds["hi"]).astype(g.dtype)
    return clipped, None


_pass_through.defvjp(_pass_fwd, _pass_bwd)


def clip_gradient(x: jax.Array, lo: float, hi: float) -> jax.Array:
    return _pass_through(x, {"lo": lo, "hi": hi})


if __name__ == "__main__":
    import numpy as np

    loss = lambda x: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, -1.0, 1.0)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    x = jnp.array([[-2.0, 0.3], [5.0, -7.0]])
    np.testing.assert_array_equal(np.asarray(clip_gradient(x, -1.0, 1.0)), np.asarray(x))
    w = jnp.array([-3.0, 0.5, 3.0])
    traced = jax.jit(jax.grad(lambda x, lo, hi: (w * clip_gradient(x, lo, hi)).sum()))
    assert traced(jnp.zeros(3), -1.0, 1.0).tolist() == [-1.0, 0.5, 1.0]
    assert traced(jnp.zeros(3), -0.5, 2.0).tolist() == [-0.5, 0.5, 2.0]
    assert traced(jnp.zeros(3), 0.25, 0.25).tolist() == [0.25, 0.25, 0.25]
    assert clip_gradient(jnp.array([-2.0, 5.0]), -1.0, 1.0).tolist() == [-2.0, 5.0]
    dlo, dhi = jax.grad(lambda x, lo, hi: clip_gradient(x, lo, hi).sum(), argnums=(1, 2))(jnp.zeros(3), -1.0, 1.0)
    assert float(dlo) == 0.0 and float(dhi) == 0.0
    for dt in (jnp.bfloat16, jnp.float16):
        y = clip_gradient(jnp.ones(3, dt), -1.0, 1.0)
        assert y.dtype == dt
        g = jax.grad(lambda v: (clip_gradient(v, -1.0, 1.0).astype(jnp.float32) * 4.0).sum())(jnp.ones(2, dt))
        assert g.dtype == dt and g.tolist() == [1.0, 1.0]
    inside = jax.jit(lambda x: jax.grad(lambda v: (w * clip_gradient(v, -1.0, 1.0)).sum())(x))
    assert inside(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    s = clip_gradient(jnp.float32(3.0), -1.0, 1.0)
    assert s.shape == () and float(jax.grad(lambda v: 5.0 * clip_gradient(v, -1.0, 1.0))(3.0)) == 1.0
    print("verified")
