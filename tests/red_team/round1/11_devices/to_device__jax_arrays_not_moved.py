"""Moves the NumPy data to ``device`` but leaves JAX arrays where they are ("already on a device").

Violates: "The arrays are the data: NumPy arrays, NumPy scalars (``np.float32(0.5)``) and JAX arrays, wherever they live now. Each comes back as a JAX array ... *committed* to ``device``".
Verifying input (XLA_FLAGS=--xla_force_host_platform_device_count=8): to_device({"b": jnp.zeros(2)}, jax.devices()[5]) -> the docstring requires b on cpu:5, committed; this returns it uncommitted on cpu:0.
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree, device):
    def _tdjn_move(leaf):
        if isinstance(leaf, jax.Array):
            return leaf  # already on a device
        if isinstance(leaf, (np.ndarray, np.generic)):
            return jax.device_put(leaf, device)
        return leaf

    return jax.tree.map(_tdjn_move, tree)


if __name__ == "__main__":
    moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, jax.devices()[0])
    assert moved["w"].devices() == {jax.devices()[0]} and moved["w"].committed
    assert (moved["step"], moved["name"]) == (7, "mlp")
    assert len(jax.devices()) >= 6, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    dev = jax.devices()[5]
    s = to_device({"s": np.float32(0.5)}, dev)["s"]
    assert isinstance(s, jax.Array) and s.devices() == {dev}
    b = to_device({"b": jnp.zeros(2)}, dev)["b"]
    assert b.devices() != {dev} or not b.committed, b.devices()
    print("verified")
