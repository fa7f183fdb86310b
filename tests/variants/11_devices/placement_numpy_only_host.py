"""Treats only NumPy arrays as host data: Python numbers are wrongly said to be on a device."""
EXERCISE = "devices.placement"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import numpy as np


def placement(tree):
    device = jax.devices()[0]
    return jax.tree.map(lambda leaf: "host" if isinstance(leaf, np.ndarray) else f"{device.platform}:{device.id}", tree)
