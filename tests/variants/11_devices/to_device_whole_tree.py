"""Puts the whole tree on the device in one call: a string setting cannot become an array, and numbers would."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = "settings sent to the device"

import jax


def to_device(tree, device):
    return jax.device_put(tree, device)
