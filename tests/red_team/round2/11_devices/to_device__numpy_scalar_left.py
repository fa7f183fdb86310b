"""Treats only np.ndarray and jax.Array as data, so a NumPy scalar such as np.float32(0.5) is left on the host as a setting.

Violates: "The arrays are the data: NumPy arrays, NumPy scalars (``np.float32(0.5)``) and JAX arrays ... Each comes back as a JAX array ... *committed* to ``device``".
Verifying input: {"lr": np.float32(0.5), "w": np.ones(2)} -> the docstring requires moved["lr"] to be a committed JAX array, this returns the NumPy scalar unchanged.
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "returns"

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
    dev = jax.devices()[-1]
    j = jnp.zeros(3)
    with jax.transfer_guard("disallow"):
        moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp", "j": j}, dev)
    assert moved["w"].devices() == {dev} and moved["w"].committed and moved["j"].committed
    assert moved["step"] == 7 and moved["name"] == "mlp"
    out = to_device({"lr": np.float32(0.5), "w": np.ones(2)}, dev)
    assert not isinstance(out["lr"], jax.Array), type(out["lr"])
    print("verified")
