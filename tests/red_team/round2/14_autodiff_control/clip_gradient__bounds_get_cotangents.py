"""The student's backward pass returns ``(clip(g), lo, hi)``, one value per input as JAX demands, but hands the bounds themselves back as their "cotangents", so ``lo`` and ``hi`` receive non-zero gradients.

Violates: "``lo`` and ``hi`` are not differentiated (their cotangents are zero or ``None``)"
Verifying input: jax.grad(lambda x, lo, hi: clip_gradient(x, lo, hi).sum(), argnums=(1, 2))(zeros(3), -1.0, 1.0) -> requires (0.0, 0.0), this returns (-1.0, 1.0).
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
    import numpy as np

    loss = lambda x: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, -1.0, 1.0)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    x = jnp.array([[-2.0, 0.3], [5.0, -7.0]])
    np.testing.assert_array_equal(np.asarray(clip_gradient(x, -1.0, 1.0)), np.asarray(x))
    assert jax.jit(jax.grad(lambda x, lo, hi: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, lo, hi)).sum()))(jnp.zeros(3), -1.0, 1.0).tolist() == [-1.0, 0.5, 1.0]
    # the violation
    dlo, dhi = jax.grad(lambda x, lo, hi: clip_gradient(x, lo, hi).sum(), argnums=(1, 2))(jnp.zeros(3), -1.0, 1.0)
    assert (float(dlo), float(dhi)) == (-1.0, 1.0), (dlo, dhi)
    print("verified")
