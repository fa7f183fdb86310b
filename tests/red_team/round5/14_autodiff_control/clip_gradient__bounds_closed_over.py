"""The student avoided ``nondiff_argnums`` by closing the ``custom_vjp`` over ``lo`` and ``hi``: fine when ``jit`` sits outside the ``grad``, but when ``clip_gradient`` runs inside a jitted function that is then differentiated, the backward rule captures the jit's tracers and JAX raises.

Violates: "``lo`` and ``hi`` ... may be traced: under ``jax.jit`` they are tracers ... Must work under ``jax.jit`` and inside it."
Verifying input: jax.grad(jax.jit(lambda x, lo, hi: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, lo, hi)).sum()))(jnp.zeros(3), -1.0, 1.0) -> requires [-1.0, 0.5, 1.0], this raises TypeError.
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def clip_gradient(x: jax.Array, lo: float, hi: float) -> jax.Array:
    @jax.custom_vjp
    def clipped(v):
        return v

    def clipped_fwd(v):
        return v, None

    def clipped_bwd(_, g):
        return (jnp.clip(g, lo, hi),)

    clipped.defvjp(clipped_fwd, clipped_bwd)
    return clipped(x)


if __name__ == "__main__":
    w = jnp.array([-3.0, 0.5, 3.0])
    loss = lambda x, lo=-1.0, hi=1.0: (w * clip_gradient(x, lo, hi)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    assert jax.jit(jax.grad(loss))(jnp.zeros(3), -1.0, 1.0).tolist() == [-1.0, 0.5, 1.0]  # lo, hi traced
    assert jax.jit(clip_gradient)(jnp.arange(3.0), -1.0, 1.0).tolist() == [0.0, 1.0, 2.0]
    assert jax.jit(jax.grad(loss))(jnp.zeros(3), -0.25, 2.0).tolist() == [-0.25, 0.5, 2.0]

    try:
        g = jax.grad(jax.jit(loss))(jnp.zeros(3), -1.0, 1.0)
        raise SystemExit(f"unexpectedly worked: {g}")
    except TypeError as error:
        print("grad of a jitted loss:", type(error).__name__, str(error)[:100])
    print("verified")
