"""The student first returns every Python ``int``/``float``/``bool``/``str`` leaf unchanged, but ``np.float64`` is a subclass of Python ``float``, so a NumPy float64 scalar is treated as a setting and stays on the host.

Violates: "The arrays are the data: NumPy arrays, NumPy scalars (``np.float32(0.5)``) and JAX arrays ... Each comes back as a JAX array ... *committed* to ``device``".
Verifying input: {"lr": np.float64(0.5)} -> requires a committed JAX array on device, this returns the np.float64 object itself.
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
        if isinstance(leaf, (bool, int, float, str)):
            return leaf  # a setting
        if isinstance(leaf, (np.ndarray, np.generic, jax.Array)):
            return jax.device_put(leaf, device)
        return leaf

    return jax.tree.map(move, tree)


if __name__ == "__main__":
    import jax.numpy as jnp

    devs = jax.devices()
    moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, devs[0])
    assert moved["w"].devices() == {devs[0]} and moved["w"].committed
    assert moved["step"] == 7 and moved["name"] == "mlp"
    fn = lambda z: z
    tree = {"p": [jnp.arange(3.0), np.float32(0.5), np.int8(3)], "f": fn, "flag": True, "x": jax.device_put(jnp.ones(2), devs[2])}
    with jax.transfer_guard("disallow"):
        out = to_device(tree, devs[5])
    for leaf in (out["p"][0], out["p"][1], out["p"][2], out["x"]):
        assert isinstance(leaf, jax.Array) and leaf.devices() == {devs[5]} and leaf.committed
    assert out["p"][1].dtype == np.float32 and out["p"][2].dtype == np.int8
    assert out["f"] is fn and out["flag"] is True
    lr = np.float64(0.5)
    got = to_device({"lr": lr}, devs[3])["lr"]
    assert got is lr and not isinstance(got, jax.Array)  # requires a JAX array committed to devs[3]
    print("verified")
