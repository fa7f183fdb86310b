"""Correct alternative: the device of the array's one addressable shard, leaves flattened by hand."""
EXERCISE = "devices.placement"
VERDICT = "pass"

import jax


def placement(tree):
    leaves, structure = jax.tree_util.tree_flatten(tree)
    names = []
    for leaf in leaves:
        if hasattr(leaf, "addressable_shards"):
            device = leaf.addressable_shards[0].device
            names.append("{}:{}".format(device.platform, device.id))
        else:
            names.append("host")
    return jax.tree_util.tree_unflatten(structure, names)
