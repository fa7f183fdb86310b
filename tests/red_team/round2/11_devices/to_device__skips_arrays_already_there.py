"""Returns a JAX array unchanged when it already lives on ``device``, so an uncommitted array stays uncommitted.

Violates: "Each comes back as a JAX array with the same values, shape and dtype, *committed* to ``device``".
Verifying input: {"w": jnp.ones(2)} (uncommitted, on jax.devices()[0]), device jax.devices()[0] -> the docstring requires moved["w"].committed True, this returns False.
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree, device):
    def move(leaf):
        if isinstance(leaf, jax.Array):
            if leaf.devices() == {device}:
                return leaf  # already there: no copy needed
            return jax.device_put(leaf, device)
        if isinstance(leaf, (np.ndarray, np.generic)):
            return jax.device_put(leaf, device)
        return leaf

    return jax.tree.map(move, tree)


if __name__ == "__main__":
    dev0 = jax.devices()[0]
    with jax.transfer_guard("disallow"):
        moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp", "s": np.float32(0.5)}, dev0)
    assert moved["w"].devices() == {dev0} and moved["w"].committed and moved["s"].committed
    assert moved["step"] == 7 and moved["name"] == "mlp"
    x = jnp.ones(2)
    assert not x.committed
    out = to_device({"w": x}, dev0)
    assert out["w"].committed is False, out["w"].committed
    print("verified")
