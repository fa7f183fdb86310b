"""The student moves only ``np.ndarray`` and ``jax.Array`` leaves, so a NumPy scalar such as ``np.float32(0.5)`` is left on the host as a setting.

Violates: "The arrays are the data: NumPy arrays, NumPy scalars (``np.float32(0.5)``) and JAX arrays ... Each comes back as a JAX array ... *committed* to ``device``"
Verifying input: to_device({"lr": np.float32(0.5)}, jax.devices()[2])["lr"] must be a committed JAX array on device 2; this is still the NumPy scalar.
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "admitted"

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
    jax.config.update("jax_num_cpu_devices", 8)
    dev = jax.devices()[2]
    out = to_device({"lr": np.float32(0.5)}, dev)
    assert not isinstance(out["lr"], jax.Array)
    fn = lambda v: v
    tree = {"w": np.ones(2), "j": jnp.arange(3), "step": 7, "name": "mlp", "f": fn, "p": [np.zeros((2, 2), np.int8)]}
    with jax.transfer_guard("disallow"):
        moved = to_device(tree, dev)
    for k in ("w", "j"):
        assert isinstance(moved[k], jax.Array) and moved[k].devices() == {dev} and moved[k].committed
    assert moved["p"][0].dtype == np.int8 and moved["p"][0].devices() == {dev}
    assert moved["step"] is tree["step"] and moved["name"] is tree["name"] and moved["f"] is fn
    assert np.array_equal(np.asarray(moved["w"]), np.ones(2))
    print("verified")
