"""The student fixes the backward rule by declaring lo and hi as nondiff_argnums of the custom_vjp, which works with Python floats but fails as soon as the bounds are traced under jax.jit.

Violates: "``lo`` and ``hi`` ... may be traced: under ``jax.jit`` they are tracers, which JAX does not accept as ``nondiff_argnums``. Must work under ``jax.jit`` and inside it."
Verifying input: jax.jit(jax.grad(lambda x, lo, hi: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, lo, hi)).sum()))(jnp.zeros(3), -1.0, 1.0) must be [-1.0, 0.5, 1.0]; this raises UnexpectedTracerError.
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
KIND = "admitted"

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.custom_vjp, nondiff_argnums=(1, 2))
def _clipped(v, low, high):
    return v


def _clipped_fwd(v, low, high):
    return v, None


def _clipped_bwd(low, high, _, g):
    return (jnp.clip(g, low, high),)


_clipped.defvjp(_clipped_fwd, _clipped_bwd)


def clip_gradient(x, lo, hi):
    return _clipped(x, lo, hi)


if __name__ == "__main__":
    loss = lambda x: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, -1.0, 1.0)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    assert jax.jit(jax.grad(loss))(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]

    traced = lambda x, lo, hi: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, lo, hi)).sum()
    raised = False
    try:
        jax.jit(jax.grad(traced))(jnp.zeros(3), -1.0, 1.0)
    except jax.errors.UnexpectedTracerError:
        raised = True
    assert raised
    print("ok: flaw shows")
