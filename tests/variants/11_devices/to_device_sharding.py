"""Correct alternative: device_put with a single-device sharding."""
EXERCISE = "devices.to_device"
VERDICT = "pass"

import jax


def to_device(tree, device):
    return jax.device_put(tree, jax.sharding.SingleDeviceSharding(device))
