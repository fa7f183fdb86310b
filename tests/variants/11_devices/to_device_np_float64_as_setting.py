"""The student first returns every Python ``int``/``float``/``bool``/``str`` leaf unchanged, but ``np.float64`` is a subclass of Python ``float``, so a NumPy float64 scalar is treated as a setting and stays on the host."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = '[on_device] not on the device: for to_device(tree=[np.float64(0.25)'

import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax
import numpy as np


def to_device(tree, device):
    def move(leaf):
        if isinstance(leaf, (bool, int, float, str)):
            return leaf  # a setting
        if isinstance(leaf, (np.ndarray, np.generic, jax.Array)):
            return jax.device_put(leaf, device)
        return leaf

    return jax.tree.map(move, tree)
