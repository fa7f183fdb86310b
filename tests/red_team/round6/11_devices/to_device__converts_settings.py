"""Moves every leaf that is not a string, so Python ints, floats and bools (settings) come back as device arrays instead of the very same objects.

Violates: "Every other leaf is a setting (a Python ``int``, ``float``, ``bool`` or ``str``, a function, any other object): it comes back unchanged, the very same object, on the host."
Verifying input: to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, jax.devices()[0]) -> requires moved["step"] is 7, this returns a 0-d int32 jax.Array.
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree, device):
    def move(leaf):
        if isinstance(leaf, str) or callable(leaf):
            return leaf
        return jax.device_put(leaf, device)

    return jax.tree.map(move, tree)


if __name__ == "__main__":
    device = jax.devices()[0]
    tree = {"w": np.ones(2), "step": 7, "name": "mlp"}
    with jax.transfer_guard("disallow"):
        moved = to_device(tree, device)
    assert moved["w"].committed and moved["w"].devices() == {device} and moved["name"] == "mlp"
    print("step came back as", type(moved["step"]).__name__, moved["step"])
    assert moved["step"] is not tree["step"] and isinstance(moved["step"], jax.Array)
    print("verified")
