"""Correct: flattens with tree_util, asks each JAX array's ``sharding.device_set``, and unflattens with the same treedef.

Violates: nothing (correct solution).
Verifying input: nested dict/list/tuple/namedtuple with NumPy arrays, NumPy scalars, Python numbers, JAX arrays on devices 0..7 -> matches a hand-made expected tree.
"""
EXERCISE = "devices.placement"
VERDICT = "pass"
KIND = "style"

import collections

import jax
import jax.numpy as jnp
import numpy as np
from jax import tree_util


def placement(tree):
    leaves, treedef = tree_util.tree_flatten(tree)
    labels = []
    for leaf in leaves:
        if isinstance(leaf, jax.Array):
            (device,) = leaf.sharding.device_set
            labels.append("%s:%d" % (device.platform, device.id))
        else:
            labels.append("host")
    return tree_util.tree_unflatten(treedef, labels)


if __name__ == "__main__":
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    Pair = collections.namedtuple("Pair", "left right")
    devs = jax.devices()
    tree = {"p": Pair(jax.device_put(jnp.ones(2), devs[-1]), np.float32(1)),
            "l": [3, 2.5, True, (np.ones(()), jax.device_put(jnp.zeros(()), devs[len(devs) // 2]))]}
    expected = {"p": Pair(f"cpu:{devs[-1].id}", "host"),
                "l": ["host", "host", "host", ("host", f"cpu:{devs[len(devs) // 2].id}")]}
    out = placement(tree)
    assert out == expected and isinstance(out["p"], Pair) and isinstance(out["l"][3], tuple), out
    for d in devs:
        assert placement(jax.device_put(jnp.ones(3), d)) == f"{d.platform}:{d.id}"
    print("verified")
