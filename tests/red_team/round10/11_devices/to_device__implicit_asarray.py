"""Converts each array with jnp.asarray before device_put; that conversion is an implicit host-to-device transfer, which the transfer guard refuses.

Violates: "The copies must be explicit: the call must work under ``jax.transfer_guard("disallow")``."
Verifying input: with jax.transfer_guard("disallow"): to_device({"w": np.ones(2)}, jax.devices()[0]) -> the docstring requires it to work; this raises a disallowed-transfer error.
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "admitted"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree: Any, device: jax.Device) -> Any:
    def move(leaf):
        if isinstance(leaf, (np.ndarray, np.generic, jax.Array)):
            return jax.device_put(jnp.asarray(leaf), device)
        return leaf

    return jax.tree.map(move, tree)


if __name__ == "__main__":
    moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, jax.devices()[0])
    assert (moved["w"].devices() == {jax.devices()[0]}, moved["w"].committed) == (True, True)
    assert (moved["step"], moved["name"]) == (7, "mlp")
    try:
        with jax.transfer_guard("disallow"):
            to_device({"w": np.ones(2)}, jax.devices()[0])
    except Exception as e:
        assert "transfer" in str(e).lower(), e
        print("flaw shown:", type(e).__name__, str(e)[:90])
    else:
        raise AssertionError("expected the transfer guard to refuse")
