"""Correct: uses each JAX array's .device property (its single device) and tree_util.tree_map with an isinstance test on jax.Array; anything else is on the host.

Verifying input: with 8 CPU devices: arrays on each device (committed and not), NumPy arrays and scalars of several dtypes, Python int/float/bool/complex, nested dicts, lists, tuples, None subtrees; compared with a reference built from x.devices(); structure preserved.
"""
EXERCISE = "devices.placement"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def placement(tree):
    def where(leaf):
        if isinstance(leaf, jax.Array):
            device = leaf.device
            return f"{device.platform}:{device.id}"
        return "host"

    return jax.tree_util.tree_map(where, tree)


if __name__ == "__main__":
    jax.config.update("jax_num_cpu_devices", 8)
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    devices = jax.devices()
    tree = {
        "on": [jax.device_put(jnp.arange(3) * i, d) for i, d in enumerate(devices)],
        "default": jnp.ones(()),
        "host": (np.zeros(3), np.float32(0.5), np.int8(3), np.bool_(True), np.zeros((), np.complex64)),
        "python": [1, 2.5, True, 1 + 2j],
        "nested": {"deep": [jax.device_put(jnp.zeros(2), devices[5]), None, {"n": np.ones(1)}]},
    }
    def reference(leaf):
        if isinstance(leaf, (np.ndarray, np.generic, int, float, complex)):
            return "host"
        (d,) = leaf.devices()
        return f"{d.platform}:{d.id}"
    got = placement(tree)
    assert jax.tree.structure(got) == jax.tree.structure(tree)
    assert got == jax.tree.map(reference, tree), got
    assert got["on"] == [f"cpu:{i}" for i in range(8)] and got["nested"]["deep"][0] == "cpu:5"
    assert placement({}) == {} and placement(3) == "host"
    print("verified")
