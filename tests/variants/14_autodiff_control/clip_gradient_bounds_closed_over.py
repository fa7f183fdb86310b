"""The student avoided ``nondiff_argnums`` by closing the ``custom_vjp`` over ``lo`` and ``hi``: fine when ``jit`` sits outside the ``grad``, but when ``clip_gradient`` runs inside a jitted function that is then differentiated, the backward rule captures the jit's tracers and JAX raises."""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
MESSAGE = '[backward_clip] jax.grad(jax.jit(lambda x, lo, hi'

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
