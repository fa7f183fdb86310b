"""Commits every leaf explicitly, but to the first of `jax.devices()`, whatever device it is given."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = "Move every array to the device you are given"

import jax


def to_device(tree, device):
    return jax.device_put(tree, jax.devices()[0])
