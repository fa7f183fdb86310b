"""The student's backward pass returns ``(clip(g, low, high), low, high)``, handing the bounds themselves back as their cotangents, so ``lo`` and ``hi`` get non-zero gradients.

Violates: "``lo`` and ``hi`` are not differentiated (their cotangents are zero or ``None``)"
Verifying input: jax.grad(lambda lo: (w * clip_gradient(zeros(3), lo, 1.0)).sum())(-1.0) with w = [-3, 0.5, 3] -> requires 0.0, this returns -1.0 (and 1.0 for hi).
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def clip_gradient(x: jax.Array, lo: float, hi: float) -> jax.Array:
    @jax.custom_vjp
    def clipped(v, low, high):
        return v

    def clipped_fwd(v, low, high):
        return v, (low, high)

    def clipped_bwd(bounds, g):
        low, high = bounds
        return jnp.clip(g, low, high), low, high

    clipped.defvjp(clipped_fwd, clipped_bwd)
    return clipped(x, lo, hi)


if __name__ == "__main__":
    w = jnp.array([-3.0, 0.5, 3.0])
    loss = lambda x: (w * clip_gradient(x, -1.0, 1.0)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    traced = jax.jit(lambda x, lo, hi: jax.grad(lambda x: (w * clip_gradient(x, lo, hi)).sum())(x))
    assert traced(jnp.zeros(3), -1.0, 1.0).tolist() == [-1.0, 0.5, 1.0]
    g_lo = jax.grad(lambda lo: (w * clip_gradient(jnp.zeros(3), lo, 1.0)).sum())(-1.0)
    g_hi = jax.grad(lambda hi: (w * clip_gradient(jnp.zeros(3), -1.0, hi)).sum())(1.0)
    print("gradient in lo:", float(g_lo), " in hi:", float(g_hi), " required 0.0 and 0.0")
    assert float(g_lo) == -1.0 and float(g_hi) == 1.0
    print("verified")
