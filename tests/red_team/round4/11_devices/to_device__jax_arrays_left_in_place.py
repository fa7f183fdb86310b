"""The student moves NumPy arrays and scalars with `jax.device_put(leaf, device)` but returns JAX arrays as they are ("they already live on a device"), so a JAX array on another device, or an uncommitted one, is neither moved nor committed.

Violates: "NumPy arrays, NumPy scalars (``np.float32(0.5)``) and JAX arrays, wherever they live now. Each comes back as a JAX array with the same values, shape and dtype, *committed* to ``device``"
Verifying input: {"b": jnp.zeros(2)} and device = jax.devices()[3] (8 CPU devices) -> requires b on cpu:3 with committed True, this returns the same array on cpu:0, committed False (also uncommitted for device = jax.devices()[0]).
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree, device):
    def move(leaf):
        if isinstance(leaf, (np.ndarray, np.generic)):
            return jax.device_put(leaf, device)      # explicit copy host -> device
        return leaf                                  # JAX arrays are on a device already; settings stay

    return jax.tree.map(move, tree)


if __name__ == "__main__":
    import os

    devs = jax.devices()
    print("devices:", len(devs), os.environ.get("XLA_FLAGS"))
    fn = lambda v: v
    tree = {"w": np.ones(2), "s": np.float32(0.5), "step": 7, "name": "mlp", "fn": fn, "lr": 0.1, "flag": False}
    with jax.transfer_guard("disallow"):
        moved = to_device(tree, devs[-1])
    assert moved["w"].devices() == {devs[-1]} and moved["w"].committed
    assert moved["s"].devices() == {devs[-1]} and moved["s"].dtype == np.float32 and moved["s"].shape == ()
    assert moved["step"] == 7 and moved["name"] == "mlp" and moved["fn"] is fn and moved["flag"] is False
    m = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, devs[0])
    assert m["w"].devices() == {devs[0]} and m["w"].committed and (m["step"], m["name"]) == (7, "mlp")

    # the flaw: JAX arrays stay where they are, uncommitted
    target = devs[3] if len(devs) > 3 else devs[0]
    out = to_device({"b": jnp.zeros(2)}, target)["b"]
    print("required", target, "committed True; got", out.devices(), "committed", out.committed)
    assert not out.committed
    if len(devs) > 3:
        assert out.devices() != {target}
    print("verified")
