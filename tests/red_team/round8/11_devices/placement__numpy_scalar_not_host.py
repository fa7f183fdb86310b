"""The student treats NumPy arrays and Python numbers as host data and asks every other leaf for .devices(), so a NumPy scalar such as np.float32(1.0) (neither an ndarray nor a Python number) raises AttributeError.

Violates: "A NumPy array, NumPy scalar or Python number lives on the host."
Verifying input: placement({"lr": np.float32(0.1), "w": jnp.zeros(2)}) must return {"lr": "host", "w": "cpu:0"}; this raises AttributeError.
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
        (device,) = leaf.devices()
        return f"{device.platform}:{device.id}"

    return jax.tree.map(where, tree)


if __name__ == "__main__":
    raised = False
    try:
        placement({"lr": np.float32(0.1), "w": jnp.zeros(2)})
    except AttributeError as e:
        raised = True
        print("raised", e)
    assert raised

    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    assert placement({"n": 3, "x": 0.5, "d": np.float64(2.0)}) == {"n": "host", "x": "host", "d": "host"}
    print("ok: flaw shows")
