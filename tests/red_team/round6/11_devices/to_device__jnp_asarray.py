"""Converts the array leaves with jnp.asarray, an implicit transfer that lands on the default device, uncommitted, instead of an explicit device_put to ``device``.

Violates: "*committed* to ``device`` ... The copies must be explicit: the call must work under ``jax.transfer_guard("disallow")``."
Verifying input: to_device({"w": np.ones(2)}, jax.devices()[0]) under transfer_guard("disallow") -> requires a committed array, this raises a disallowed host-to-device transfer (and without the guard returns committed=False).
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree, device):
    def move(leaf):
        if isinstance(leaf, (np.ndarray, np.generic, jax.Array)):
            return jnp.asarray(leaf)
        return leaf

    return jax.tree.map(move, tree)


if __name__ == "__main__":
    device = jax.devices()[0]
    moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, device)
    print("committed:", moved["w"].committed)
    assert moved["w"].committed is False
    try:
        with jax.transfer_guard("disallow"):
            to_device({"w": np.ones(2)}, device)
        raise SystemExit("no transfer error")
    except Exception as error:
        assert "Disallowed host-to-device transfer" in str(error), error
        print("under the guard:", str(error).splitlines()[0][:80])
    print("verified")
