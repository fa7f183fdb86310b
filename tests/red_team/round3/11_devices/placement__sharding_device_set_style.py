"""Unusual style: the student asks each array's ``sharding.device_set`` for its single device and flattens/unflattens the tree by hand with ``tree_flatten``, treating everything that is not a ``jax.Array`` as host data.

Correct: a single-device array's ``sharding.device_set`` holds exactly the device it lives on (whichever of eight it is), NumPy arrays, NumPy scalars and Python numbers are not ``jax.Array`` instances, and rebuilding with the same treedef gives a tree of the same structure whose leaves are strings.
"""
EXERCISE = "devices.placement"
VERDICT = "pass"
KIND = "style"

import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax


def placement(tree):
    leaves, treedef = jax.tree_util.tree_flatten(tree)
    names = []
    for leaf in leaves:
        if isinstance(leaf, jax.Array):
            (dev,) = tuple(leaf.sharding.device_set)
            names.append(f"{dev.platform}:{dev.id}")
        else:
            names.append("host")
    return jax.tree_util.tree_unflatten(treedef, names)


if __name__ == "__main__":
    import jax.numpy as jnp
    import numpy as np

    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    devs = jax.devices()
    assert len(devs) == 8
    tree = {"x": [jax.device_put(jnp.ones(3), devs[5]), np.float32(1.0), 3, 2.5, True],
            "y": (jax.device_put(np.arange(4), devs[7]), np.array(1.0)), "z": jnp.int8(4)}
    assert placement(tree) == {"x": ["cpu:5", "host", "host", "host", "host"], "y": ("cpu:7", "host"), "z": "cpu:0"}
    assert placement([]) == [] and placement(jax.device_put(jnp.ones(()), devs[3])) == "cpu:3"
    print("verified")
