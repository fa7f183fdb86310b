"""Alternative: NumPy's normalised sinc, which JAX differentiates safely at 0."""
EXERCISE = "grad.sinc"
VERDICT = "pass"

import jax.numpy as jnp


def sinc(x):
    return jnp.sinc(jnp.asarray(x) / jnp.pi)
