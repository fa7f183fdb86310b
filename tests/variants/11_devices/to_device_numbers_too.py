"""Keeps strings and functions, but turns Python numbers (a step count, a learning rate) into device arrays."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = "settings changed"

import jax


def to_device(tree, device):
    return jax.tree.map(lambda leaf: leaf if isinstance(leaf, str) or callable(leaf) else jax.device_put(leaf, device), tree)
