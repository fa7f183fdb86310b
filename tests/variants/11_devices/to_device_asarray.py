"""Moves every leaf with jnp.asarray: an implicit transfer, and the arrays are not committed to the device."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = "not committed"

import jax
import jax.numpy as jnp


def to_device(tree, device):
    return jax.tree.map(jnp.asarray, tree)
