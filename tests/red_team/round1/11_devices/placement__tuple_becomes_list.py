"""Walks the tree by hand (dicts and lists/tuples), and rebuilds every tuple as a list.

Violates: "A pytree of the same structure whose leaves are strings."
Verifying input: placement((np.zeros(2), jnp.zeros(2))) -> the docstring requires the tuple ('host', 'cpu:0'), this returns the list ['host', 'cpu:0'].
"""
EXERCISE = "devices.placement"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
import numpy as np


def placement(tree):
    if isinstance(tree, dict):
        return {k: placement(v) for k, v in tree.items()}
    if isinstance(tree, (list, tuple)):
        return [placement(v) for v in tree]
    if isinstance(tree, jax.Array):
        (device,) = tree.devices()
        return f"{device.platform}:{device.id}"
    return "host"


if __name__ == "__main__":
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    devs = jax.devices()
    x = jax.device_put(jnp.zeros(2), devs[-1])
    assert placement({"x": [x, 3]}) == {"x": [f"cpu:{devs[-1].id}", "host"]}
    out = placement((np.zeros(2), jnp.zeros(2)))
    assert out == ["host", "cpu:0"] and not isinstance(out, tuple), out
    assert jax.tree.structure(out) != jax.tree.structure((np.zeros(2), jnp.zeros(2)))
    print("verified")
