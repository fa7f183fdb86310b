"""Recognises host leaves by a type list (np.ndarray, int, float), so a NumPy scalar such as np.float32(0.5) is treated as a JAX array and crashes.

Violates: "A NumPy array, NumPy scalar or Python number lives on the host."
Verifying input: placement({"s": np.float32(0.5)}) -> the docstring requires {'s': 'host'}; this raises AttributeError.
"""
EXERCISE = "devices.placement"
VERDICT = "fail"
KIND = "admitted"

from typing import Any

import jax
import numpy as np


def placement(tree: Any) -> Any:
    def where(leaf):
        if isinstance(leaf, (np.ndarray, int, float)):
            return "host"
        (dev,) = leaf.devices()
        return f"{dev.platform}:{dev.id}"

    return jax.tree.map(where, tree)


if __name__ == "__main__":
    import jax.numpy as jnp
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    try:
        placement({"s": np.float32(0.5)})
    except AttributeError as e:
        print("flaw shown:", type(e).__name__, e)
    else:
        raise AssertionError("expected AttributeError")
