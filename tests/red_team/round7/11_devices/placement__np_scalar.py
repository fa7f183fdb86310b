"""The student treats only NumPy arrays and Python numbers as host data, so a NumPy scalar falls through to ``.devices()`` and raises.

Violates: "A NumPy array, NumPy scalar or Python number lives on the host."
Verifying input: placement({"s": np.float32(0.5)}) must be {"s": "host"}; this raises AttributeError.
"""
EXERCISE = "devices.placement"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def placement(tree):
    def where(leaf):
        if isinstance(leaf, (np.ndarray, int, float, complex)):
            return "host"
        (d,) = leaf.devices()
        return f"{d.platform}:{d.id}"

    return jax.tree.map(where, tree)


if __name__ == "__main__":
    jax.config.update("jax_num_cpu_devices", 8)
    try:
        out = placement({"s": np.float32(0.5)})
        wrong = out != {"s": "host"}
    except Exception:
        wrong = True
    assert wrong
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    devs = jax.devices()
    t = {"x": jax.device_put(jnp.ones(2), devs[5]), "y": [1, 2.5, True], "z": (np.ones(3), None)}
    assert placement(t) == {"x": "cpu:5", "y": ["host", "host", "host"], "z": ("host", None)}
    print("verified")
