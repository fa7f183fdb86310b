"""The student converts each array with ``jnp.asarray`` before ``jax.device_put``; the conversion of a NumPy array is an implicit transfer, refused under ``jax.transfer_guard("disallow")``.

Violates: "The copies must be explicit: the call must work under ``jax.transfer_guard(\"disallow\")``." (tree: "NumPy arrays, NumPy scalars ... and JAX arrays")
Verifying input: under transfer_guard("disallow"), to_device({"w": np.ones(2)}, jax.devices()[0]) must work; this raises.
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree, device):
    def move(leaf):
        if isinstance(leaf, (np.ndarray, np.generic, jax.Array)):
            return jax.device_put(jnp.asarray(leaf), device)
        return leaf

    return jax.tree.map(move, tree)


if __name__ == "__main__":
    jax.config.update("jax_num_cpu_devices", 8)
    dev = jax.devices()[4]
    try:
        with jax.transfer_guard("disallow"):
            to_device({"w": np.ones(2)}, dev)
        raised = False
    except Exception:
        raised = True
    assert raised
    fn = lambda v: v
    tree = {"w": np.ones(2), "s": np.float32(0.5), "j": jnp.arange(3), "step": 7, "name": "mlp", "f": fn}
    moved = to_device(tree, dev)
    for k in ("w", "s", "j"):
        assert isinstance(moved[k], jax.Array) and moved[k].devices() == {dev} and moved[k].committed
    assert moved["s"].dtype == np.float32 and float(moved["s"]) == 0.5
    assert moved["step"] is tree["step"] and moved["name"] is tree["name"] and moved["f"] is fn
    print("verified")
