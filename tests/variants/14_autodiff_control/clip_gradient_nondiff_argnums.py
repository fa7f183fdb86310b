"""The bounds as nondiff_argnums (an older documentation pattern): fine for Python floats, but the docstring says
the bounds may be traced, and JAX refuses tracers in nondiff_argnums (UnexpectedTracerError under jit)."""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
MESSAGE = "raised UnexpectedTracerError: a traced array was passed as one of a custom_vjp's `nondiff_argnums`"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.custom_vjp, nondiff_argnums=(0, 1))
def _clip(lo, hi, x):
    return x


def _clip_fwd(lo, hi, x):
    return x, None


def _clip_bwd(lo, hi, _, g):
    return (jnp.clip(g, lo, hi),)


_clip.defvjp(_clip_fwd, _clip_bwd)


def clip_gradient(x, lo, hi):
    return _clip(lo, hi, x)
