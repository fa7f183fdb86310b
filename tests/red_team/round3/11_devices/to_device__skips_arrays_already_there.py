"""The student saves a copy for JAX arrays that already live on ``device`` and returns them as they are, but an array made by ``jnp`` on the default device is uncommitted, so it comes back uncommitted.

Violates: "Each comes back as a JAX array ... *committed* to ``device`` (computations on it then run there)".
Verifying input: to_device({"w": jnp.ones(2)}, jax.devices()[0]) -> requires w.committed True, this returns the same uncommitted array (committed False).
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "placement"

import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax
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
    import jax.numpy as jnp

    devs = jax.devices()
    moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, devs[0])
    assert moved["w"].devices() == {devs[0]} and moved["w"].committed
    assert moved["step"] == 7 and moved["name"] == "mlp"
    tree = {"a": jnp.arange(3.0), "b": np.float64(1.5), "c": np.float32(2.0), "s": 3.0}
    with jax.transfer_guard("disallow"):
        out = to_device(tree, devs[4])
    for k in "abc":
        assert isinstance(out[k], jax.Array) and out[k].devices() == {devs[4]} and out[k].committed
    assert out["s"] is tree["s"]
    w = jnp.ones(2)
    assert not w.committed
    got = to_device({"w": w}, devs[0])["w"]
    assert got is w and not got.committed  # requires committed True
    print("verified")
