"""Reads the array's device but formats its process index (0 on one machine) instead of its id."""
EXERCISE = "devices.placement"
VERDICT = "fail"
MESSAGE = "ask each array where it lives"

import jax


def placement(tree):
    def where(leaf):
        if isinstance(leaf, jax.Array):
            return f"{leaf.device.platform}:{leaf.device.process_index}"
        return "host"

    return jax.tree.map(where, tree)
