"""Correct alternative: device_put with a matching pytree of devices, one per leaf."""
EXERCISE = "devices.to_device"
VERDICT = "pass"

import functools

import jax


def to_device(tree, device):
    return jax.device_put(tree, jax.tree_util.tree_map(functools.partial(lambda d, _: d, device), tree))
