"""Walks jax.tree.leaves and returns a flat list of strings, losing the structure of the tree.

Violates: "A pytree of the same structure whose leaves are strings."
Verifying input: placement({"a": np.zeros(2), "b": jnp.zeros(2)}) -> requires {"a": "host", "b": "cpu:0"}, this returns ["host", "cpu:0"].
"""
EXERCISE = "devices.placement"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
import numpy as np


def placement(tree):
    out = []
    for leaf in jax.tree.leaves(tree):
        if isinstance(leaf, jax.Array):
            (device,) = leaf.devices()
            out.append(f"{device.platform}:{device.id}")
        else:
            out.append("host")
    return out


if __name__ == "__main__":
    tree = {"a": np.zeros(2), "b": jnp.zeros(2)}
    expected = {"a": "host", "b": "cpu:0"}
    got = placement(tree)
    print("expected", expected, "got", got)
    assert got != expected
    assert jax.tree.structure(got) != jax.tree.structure(tree)
    print("verified")
