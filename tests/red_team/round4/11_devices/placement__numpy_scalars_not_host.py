"""The student recognises host leaves with `isinstance(leaf, (np.ndarray, int, float, complex))` and asks everything else for `.devices()`, so NumPy scalars such as `np.float32(0.5)`, `np.int64(3)` or `np.bool_(True)` (not ndarrays, not Python number subclasses) raise AttributeError.

Violates: "A NumPy array, NumPy scalar or Python number lives on the host."
Verifying input: {"lr": np.float32(0.5), "step": np.int64(3)} -> requires {"lr": "host", "step": "host"}, this raises AttributeError ('numpy.float32' object has no attribute 'devices').
"""
EXERCISE = "devices.placement"
VERDICT = "fail"
KIND = "dtypes"

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
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    devs = jax.devices()
    tree = {"w": [jax.device_put(jnp.ones(3), d) for d in devs], "x": np.ones(2), "lr": 0.1, "n": 3,
            "flag": True, "f64": np.float64(2.0), "t": (jnp.float32(1.0), 2j)}
    want = {"w": [f"cpu:{d.id}" for d in devs], "x": "host", "lr": "host", "n": "host",
            "flag": "host", "f64": "host", "t": ("cpu:0", "host")}
    assert placement(tree) == want, placement(tree)
    print("devices:", len(devs))

    # the flaw: NumPy scalars
    for leaf in (np.float32(0.5), np.int64(3), np.bool_(True)):
        try:
            placement({"leaf": leaf})
        except AttributeError as e:
            print(type(leaf).__name__, "->", e)
        else:
            raise AssertionError("expected a failure")
    print("verified")
