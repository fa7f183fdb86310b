"""The student reports every JAX array as living on ``jax.devices()[0]`` instead of asking the array, so an array on another device is misplaced.

Violates: "Ask each array: where there are several devices, an array may live on any of them, not only the first of ``jax.devices()``"
Verifying input: with eight CPU devices, placement(jax.device_put(jnp.ones(2), jax.devices()[3])) must be "cpu:3"; this returns "cpu:0".
"""
EXERCISE = "devices.placement"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def placement(tree):
    def where(leaf):
        if isinstance(leaf, jax.Array):
            d = jax.devices()[0]
            return f"{d.platform}:{d.id}"
        return "host"

    return jax.tree.map(where, tree)


if __name__ == "__main__":
    jax.config.update("jax_num_cpu_devices", 8)
    assert placement(jax.device_put(jnp.ones(2), jax.devices()[3])) != "cpu:3"
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    t = {"s": np.float32(1.0), "y": [1, 2.5, True], "z": (np.ones(3), None), "j": jnp.arange(3)}
    assert placement(t) == {"s": "host", "y": ["host", "host", "host"], "z": ("host", None), "j": "cpu:0"}
    print("verified")
