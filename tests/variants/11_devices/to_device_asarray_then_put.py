"""Converts with jnp.asarray before device_put: the first copy is implicit, which the transfer guard refuses."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = "implicit transfer"

import jax
import jax.numpy as jnp


def to_device(tree, device):
    return jax.device_put(jax.tree.map(jnp.asarray, tree), device)
