"""Treats only ``np.ndarray`` and ``jax.Array`` leaves as arrays; a NumPy scalar such as ``np.float32(0.5)`` is left on the host as a setting.

Violates: "The arrays are the data: NumPy arrays, NumPy scalars (``np.float32(0.5)``) and JAX arrays ... Each comes back as a JAX array".
Verifying input: to_device({"lr": np.float32(0.5)}, jax.devices()[0]) -> the docstring requires a JAX array committed to the device, this returns the np.float32 itself.
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree, device):
    def _tdns_move(leaf):
        if isinstance(leaf, (np.ndarray, jax.Array)):
            return jax.device_put(leaf, device)
        return leaf

    return jax.tree.map(_tdns_move, tree)


if __name__ == "__main__":
    dev = jax.devices()[-1]
    moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp", "b": jnp.zeros(3)}, dev)
    assert moved["w"].devices() == {dev} and moved["w"].committed and moved["b"].devices() == {dev}
    assert moved["step"] == 7 and moved["name"] == "mlp"
    with jax.transfer_guard("disallow"):
        to_device({"w": np.ones(2)}, dev)
    lr = np.float32(0.5)
    out = to_device({"lr": lr}, dev)
    assert out["lr"] is lr and not isinstance(out["lr"], jax.Array), type(out["lr"])
    print("verified")
