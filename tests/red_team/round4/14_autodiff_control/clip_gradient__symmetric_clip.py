"""The student clips the gradient to [-hi, hi] (a symmetric "clip by magnitude"), ignoring lo, which is only right when lo == -hi.

Violates: "leaves towards ``x`` as ``jnp.clip(g, lo, hi)``, elementwise"
Verifying input: clip_gradient(x, 0.0, 2.0) with incoming g = [-3.0, 1.0, 3.0] -> requires [0.0, 1.0, 2.0], this returns [-2.0, 1.0, 2.0].
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
KIND = "values"

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
        bound = jnp.abs(high)
        return jnp.clip(g, -bound, bound), jnp.zeros_like(low), jnp.zeros_like(high)

    clipped.defvjp(clipped_fwd, clipped_bwd)
    return clipped(x, jnp.asarray(lo, jnp.result_type(float)), jnp.asarray(hi, jnp.result_type(float)))


if __name__ == "__main__":
    gvec = jnp.array([-3.0, 0.5, 3.0])
    loss = lambda x, lo=-1.0, hi=1.0: (gvec * clip_gradient(x, lo, hi)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    assert jax.jit(jax.grad(loss))(jnp.zeros(3), -2.0, 2.0).tolist() == [-2.0, 0.5, 2.0]
    x = jnp.arange(6.0).reshape(2, 3)
    assert jax.jit(clip_gradient)(x, -1.0, 1.0).tolist() == x.tolist()
    inside = jax.jit(lambda x, lo, hi: jax.grad(lambda x: (gvec * clip_gradient(x, lo, hi)).sum())(x))
    assert inside(jnp.zeros(3), jnp.float32(-0.5), jnp.float32(0.5)).tolist() == [-0.5, 0.5, 0.5]
    # the flaw: an asymmetric interval
    g = jax.grad(lambda x: (jnp.array([-3.0, 1.0, 3.0]) * clip_gradient(x, 0.0, 2.0)).sum())(jnp.zeros(3))
    print("gradient", g.tolist(), "required", jnp.clip(jnp.array([-3.0, 1.0, 3.0]), 0.0, 2.0).tolist())
    assert g.tolist() == [-2.0, 1.0, 2.0]
    print("verified")
