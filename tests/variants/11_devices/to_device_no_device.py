"""Calls jax.device_put without naming the device: the arrays land on the default device, uncommitted."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = "not committed"

import jax


def to_device(tree, device):
    return jax.device_put(tree)
