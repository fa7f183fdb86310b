"""Correct: for a jax.Array reads the one device in its sharding's device_set; anything else (NumPy array/scalar, Python number) is "host".

Verifying input: checked the Example, with 8 CPU devices arrays put on devices 3 and 7 report cpu:3 / cpu:7, NumPy scalars,
Python bools/ints/floats and 0-d NumPy arrays report host, nested lists/tuples/None keep their structure, inf/nan values.
"""
EXERCISE = "devices.placement"
VERDICT = "pass"
KIND = "style"

from typing import Any

import jax
import numpy as np


def _label(leaf) -> str:
    if not isinstance(leaf, jax.Array):
        return "host"
    (dev,) = tuple(leaf.sharding.device_set)
    return "%s:%d" % (dev.platform, dev.id)


def placement(tree: Any) -> Any:
    leaves, treedef = jax.tree_util.tree_flatten(tree)
    return treedef.unflatten([_label(leaf) for leaf in leaves])


if __name__ == "__main__":
    jax.config.update("jax_num_cpu_devices", 8)
    import jax.numpy as jnp
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    d = jax.devices()
    t = {"x": [jax.device_put(jnp.array([jnp.inf, jnp.nan]), d[3]), (jax.device_put(jnp.ones(1), d[7]), None)],
         "s": np.float32(0.5), "i": np.int64(3), "b": True, "f": 1.5, "z": np.array(2.0)}
    assert placement(t) == {"x": ["cpu:3", ("cpu:7", None)], "s": "host", "i": "host", "b": "host", "f": "host", "z": "host"}
    print("ok")
