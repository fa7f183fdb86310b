"""Correct alternative: one explicit device_put per leaf."""
EXERCISE = "devices.to_device"
VERDICT = "pass"

import jax


def to_device(tree, device):
    return jax.tree.map(lambda leaf: jax.device_put(leaf, device), tree)
