"""Correct alternative: each array put with a single-device sharding; settings returned as they are."""
EXERCISE = "devices.to_device"
VERDICT = "pass"

import jax
import numpy as np


def to_device(tree, device):
    sharding = jax.sharding.SingleDeviceSharding(device)

    def move(leaf):
        return jax.device_put(leaf, sharding) if isinstance(leaf, (np.ndarray, np.generic, jax.Array)) else leaf

    return jax.tree.map(move, tree)
