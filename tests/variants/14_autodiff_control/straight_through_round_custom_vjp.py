"""Alternative: a custom_vjp passing the cotangent through (no jax.jvp, which the docstring does not promise)."""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.custom_vjp
def _ste(x):
    return jnp.round(x)


def _ste_fwd(x):
    return jnp.round(x), None


def _ste_bwd(_, g):
    return (g,)


_ste.defvjp(_ste_fwd, _ste_bwd)


def straight_through_round(x: jax.Array) -> jax.Array:
    return _ste(x)
