"""Converts each array with ``jnp.asarray`` before ``device_put``; the conversion is an implicit host-to-device transfer.

Violates: "The copies must be explicit: the call must work under ``jax.transfer_guard("disallow")``."
Verifying input: under jax.transfer_guard("disallow"), to_device({"w": np.ones(2)}, jax.devices()[0]) -> the docstring requires it to work, this raises "Disallowed host-to-device transfer".
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree, device):
    def _tdia_move(leaf):
        if isinstance(leaf, (np.ndarray, np.generic, jax.Array)):
            return jax.device_put(jnp.asarray(leaf), device)
        return leaf

    return jax.tree.map(_tdia_move, tree)


if __name__ == "__main__":
    moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, jax.devices()[0])
    assert moved["w"].devices() == {jax.devices()[0]} and moved["w"].committed
    assert (moved["step"], moved["name"]) == (7, "mlp")
    s = to_device(np.float32(0.5), jax.devices()[-1])
    assert isinstance(s, jax.Array) and s.committed and s.dtype == np.float32
    raised = False
    try:
        with jax.transfer_guard("disallow"):
            to_device({"w": np.ones(2)}, jax.devices()[0])
    except Exception as e:  # JaxRuntimeError: Disallowed host-to-device transfer
        raised = "Disallowed" in str(e)
    assert raised
    print("verified")
