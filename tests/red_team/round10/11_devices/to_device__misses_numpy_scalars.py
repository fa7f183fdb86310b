"""Moves only np.ndarray and jax.Array leaves; NumPy scalars (np.float32(0.5)) are not ndarrays, so they stay on the host unconverted.

Violates: "The arrays are the data: NumPy arrays, NumPy scalars (``np.float32(0.5)``) and JAX arrays ... Each comes back as a JAX array ... *committed* to ``device``"
Verifying input: to_device({"lr": np.float32(0.5)}, jax.devices()[0]) -> the docstring requires a committed JAX array; this returns the np.float32 unchanged.
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "admitted"

from typing import Any

import jax
import numpy as np


def to_device(tree: Any, device: jax.Device) -> Any:
    def move(leaf):
        if isinstance(leaf, (np.ndarray, jax.Array)):
            return jax.device_put(leaf, device)
        return leaf

    return jax.tree.map(move, tree)


if __name__ == "__main__":
    moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, jax.devices()[0])
    assert (moved["w"].devices() == {jax.devices()[0]}, moved["w"].committed) == (True, True)
    assert (moved["step"], moved["name"]) == (7, "mlp")
    out = to_device({"lr": np.float32(0.5)}, jax.devices()[0])
    assert isinstance(out["lr"], np.float32) and not isinstance(out["lr"], jax.Array), type(out["lr"])
    print("flaw shown:", type(out["lr"]), "expected a committed jax.Array")
