"""Treats the device as a platform: commits to the first device of the device's platform."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = "Move every array to the device you are given"

import jax


def to_device(tree, device):
    return jax.device_put(tree, jax.devices(device.platform)[0])
