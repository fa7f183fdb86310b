"""Recognises host leaves with isinstance(leaf, (np.ndarray, int, float)), which misses NumPy scalars such as np.float32(0.5) and np.int32(3) (np.float64 passes only because it subclasses float), and then asks them for .devices().

Violates: "A NumPy array, NumPy scalar or Python number lives on the host."
Verifying input: placement({"lr": np.float32(0.5)}) -> requires {"lr": "host"}, this raises AttributeError.
"""
EXERCISE = "devices.placement"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
import numpy as np


def placement(tree):
    def where(leaf):
        if isinstance(leaf, (np.ndarray, int, float)):
            return "host"
        (device,) = leaf.devices()
        return f"{device.platform}:{device.id}"

    return jax.tree.map(where, tree)


if __name__ == "__main__":
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    assert placement([1, 2.5, True, np.float64(1.0)]) == ["host"] * 4
    try:
        got = placement({"lr": np.float32(0.5)})
        raise SystemExit(f"returned {got}")
    except AttributeError as error:
        print("np.float32 leaf:", type(error).__name__, error)
    print("verified")
