"""Correct: flatten, label each leaf from its own single device (the .device property), unflatten with the same treedef.

Violates: nothing.
Verifying input: nested dict/list/namedtuple/None with NumPy arrays, NumPy scalars, Python numbers, JAX arrays on several devices -> expected strings and same structure.
"""
EXERCISE = "devices.placement"
VERDICT = "pass"
KIND = "style"

import collections

import jax
import jax.numpy as jnp
import numpy as np


def _pl_where(leaf):
    if isinstance(leaf, jax.Array):
        dev = leaf.device
        return "%s:%d" % (dev.platform, dev.id)
    return "host"


def placement(tree):
    leaves, treedef = jax.tree_util.tree_flatten(tree)
    return jax.tree_util.tree_unflatten(treedef, [_pl_where(leaf) for leaf in leaves])


if __name__ == "__main__":
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    P = collections.namedtuple("P", "w b")
    devs = jax.devices()
    last = devs[-1]
    tree = {"p": P(jax.device_put(jnp.ones(2), last), np.float32(1.0)), "l": [3, 2.5, True, None, np.zeros((0, 3))],
            "j": jnp.zeros(())}
    out = placement(tree)
    assert jax.tree.structure(out) == jax.tree.structure(tree)
    assert out == {"p": P(f"cpu:{last.id}", "host"), "l": ["host", "host", "host", None, "host"], "j": "cpu:0"}
    for d in devs:
        assert placement([jax.device_put(np.ones(1), d)]) == [f"{d.platform}:{d.id}"]
    print("verified")
