"""Correct alternative: flatten, move the array leaves in one device_put of a list, put everything back."""
EXERCISE = "devices.to_device"
VERDICT = "pass"

import jax


def to_device(tree, device):
    leaves, treedef = jax.tree.flatten(tree)
    is_data = [hasattr(leaf, "dtype") and hasattr(leaf, "shape") for leaf in leaves]
    moved = iter(jax.device_put([leaf for leaf, data in zip(leaves, is_data) if data], device))
    return jax.tree.unflatten(treedef, [next(moved) if data else leaf for leaf, data in zip(leaves, is_data)])
