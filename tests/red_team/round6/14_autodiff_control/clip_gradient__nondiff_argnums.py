"""The student marks ``lo`` and ``hi`` as ``nondiff_argnums`` of the ``custom_vjp``: fine with Python floats, but inside ``jax.jit`` where ``lo``/``hi`` are tracers JAX refuses them.

Violates: "``lo`` and ``hi`` ... may be traced: under ``jax.jit`` they are tracers, which JAX does not accept as ``nondiff_argnums``. Must work under ``jax.jit`` and inside it."
Verifying input: jax.jit(lambda x, lo, hi: jax.grad(lambda x: (w * clip_gradient(x, lo, hi)).sum())(x))(zeros(3), -1.0, 1.0) with w = [-3, 0.5, 3] -> requires [-1.0, 0.5, 1.0], this raises UnexpectedTracerError.
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
KIND = "purity"

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


def clip_gradient(x: jax.Array, lo: float, hi: float) -> jax.Array:
    return _clipped(x, lo, hi)


if __name__ == "__main__":
    w = jnp.array([-3.0, 0.5, 3.0])
    loss = lambda x: (w * clip_gradient(x, -1.0, 1.0)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]  # Python floats: fine
    assert jax.jit(jax.grad(loss))(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    traced = jax.jit(lambda x, lo, hi: jax.grad(lambda x: (w * clip_gradient(x, lo, hi)).sum())(x))
    try:
        traced(jnp.zeros(3), -1.0, 1.0)
    except jax.errors.UnexpectedTracerError as e:
        print("traced bounds raised:", str(e).splitlines()[0][:90])
    else:
        raise AssertionError("expected an error")
    print("verified")
