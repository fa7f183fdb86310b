"""Assumes a JAX array is already "on the device" and returns it unchanged, so arrays on another device stay there and uncommitted arrays stay uncommitted.

Violates: "NumPy arrays, NumPy scalars (``np.float32(0.5)``) and JAX arrays, wherever they live now. Each comes back as a JAX array ... *committed* to ``device``"
Verifying input: with 8 CPU devices, to_device({"p": jax.device_put(jnp.ones(2), devices[1])}, devices[6]) -> requires p on cpu:6, committed; this leaves it on cpu:1 (and jnp.zeros(2) stays uncommitted).
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
            return leaf                                   # already on a device
        if isinstance(leaf, (np.ndarray, np.generic)):
            return jax.device_put(leaf, device)
        return leaf

    return jax.tree.map(move, tree)


if __name__ == "__main__":
    jax.config.update("jax_num_cpu_devices", 8)
    devices = jax.devices()
    moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, devices[6])
    assert moved["w"].devices() == {devices[6]} and moved["w"].committed        # NumPy leaves are fine
    p = jax.device_put(jnp.ones(2), devices[1])
    moved = to_device({"p": p, "fresh": jnp.zeros(2)}, devices[6])
    print("p now on", moved["p"].devices(), " fresh committed:", moved["fresh"].committed)
    assert moved["p"].devices() != {devices[6]}
    assert moved["fresh"].committed is False
    print("verified")
