"""Labels every JAX array with the first of jax.devices() instead of asking the array, so an array on device 3 is reported as on device 0.

Violates: "Ask each array: where there are several devices, an array may live on any of them, not only the first of ``jax.devices()``"
Verifying input: with 8 CPU devices, placement({"x": jax.device_put(jnp.zeros(2), jax.devices()[3])}) -> requires {"x": "cpu:3"}, this returns {"x": "cpu:0"}.
"""
EXERCISE = "devices.placement"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
import numpy as np


def placement(tree):
    device = jax.devices()[0]

    def where(leaf):
        if isinstance(leaf, jax.Array):
            return f"{device.platform}:{device.id}"
        return "host"

    return jax.tree.map(where, tree)


if __name__ == "__main__":
    jax.config.update("jax_num_cpu_devices", 8)       # before any array exists
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    x = jax.device_put(jnp.zeros(2), jax.devices()[3])
    (d,) = x.devices()
    expected = f"{d.platform}:{d.id}"
    got = placement({"x": x})["x"]
    print("expected", expected, "got", got)
    assert expected == "cpu:3" and got != expected
    print("verified")
