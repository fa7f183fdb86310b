"""Correct alternative: read the device from the array's sharding."""
EXERCISE = "devices.placement"
VERDICT = "pass"

import jax


def placement(tree):
    leaves, structure = jax.tree.flatten(tree)
    names = []
    for leaf in leaves:
        if isinstance(leaf, jax.Array):
            (device,) = leaf.sharding.device_set
            names.append(f"{device.platform}:{device.id}")
        else:
            names.append("host")
    return jax.tree.unflatten(structure, names)
