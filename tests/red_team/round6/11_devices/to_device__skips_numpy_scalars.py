"""Treats only np.ndarray and jax.Array as data, so NumPy scalars such as np.float32(0.5) are left on the host as NumPy scalars.

Violates: "The arrays are the data: NumPy arrays, NumPy scalars (``np.float32(0.5)``) and JAX arrays ... Each comes back as a JAX array ... *committed* to ``device``"
Verifying input: to_device({"lr": np.float32(0.5)}, jax.devices()[0]) -> requires a committed 0-d float32 jax.Array, this returns np.float32(0.5).
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree, device):
    def move(leaf):
        if isinstance(leaf, (np.ndarray, jax.Array)):
            return jax.device_put(leaf, device)
        return leaf

    return jax.tree.map(move, tree)


if __name__ == "__main__":
    device = jax.devices()[0]
    with jax.transfer_guard("disallow"):
        moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp", "lr": np.float32(0.5)}, device)
    assert moved["w"].committed and moved["step"] == 7 and moved["name"] == "mlp"
    print("lr came back as", type(moved["lr"]))
    assert not isinstance(moved["lr"], jax.Array)
    print("verified")
