"""Moves NumPy leaves to the device but leaves JAX arrays where they are, committed elsewhere."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = "['b'] is on cpu:3, not on cpu:5"

import jax


def to_device(tree, device):
    return jax.tree.map(lambda leaf: leaf if isinstance(leaf, jax.Array) else jax.device_put(leaf, device), tree)
