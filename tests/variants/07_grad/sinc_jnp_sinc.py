"""Hands the job to NumPy's normalised sinc (JAX ships it with a custom derivative): the where lesson is skipped."""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "it uses `custom_jvp_call`"

import jax.numpy as jnp


def sinc(x):
    return jnp.sinc(jnp.asarray(x) / jnp.pi)
