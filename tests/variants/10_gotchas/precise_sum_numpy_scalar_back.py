"""Sums a NumPy input with NumPy in float64 (right digits) and returns NumPy's float64 scalar: the contract
promises a 0-d JAX array whatever the input is."""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
MESSAGE = "given a NumPy array"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x: Any) -> jax.Array:
    if isinstance(x, (np.ndarray, np.generic)):
        return np.add.reduce(np.asarray(x, np.float64))
    with jax.enable_x64(True):
        return jnp.sum(jnp.asarray(x, jnp.float64))
