"""Multiplies without laying anything out: the product sits on one device."""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
MESSAGE = "Nothing was split"

import jax.numpy as jnp


def matmul_2d(x, w, mesh):
    return jnp.matmul(x, w)
