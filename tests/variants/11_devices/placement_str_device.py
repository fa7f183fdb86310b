"""Correct alternative: the first element of `leaf.devices()`, with `jax.tree_util.tree_map`."""
EXERCISE = "devices.placement"
VERDICT = "pass"

import jax


def placement(tree):
    def where(leaf):
        if isinstance(leaf, jax.Array):
            device = list(leaf.devices())[0]
            return f"{device.platform}:{device.id}"
        return "host"

    return jax.tree_util.tree_map(where, tree)
