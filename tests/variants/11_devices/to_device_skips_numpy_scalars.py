"""Moves NumPy and JAX arrays but takes a NumPy scalar (np.float32(0.5)) for a setting."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = "not on the device"

import jax
import numpy as np


def to_device(tree, device):
    return jax.tree.map(lambda leaf: jax.device_put(leaf, device) if isinstance(leaf, (np.ndarray, jax.Array)) else leaf, tree)
