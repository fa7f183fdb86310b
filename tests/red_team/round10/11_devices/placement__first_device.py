"""Labels every JAX array with jax.devices()[0] instead of asking the array where it lives, so arrays on other devices are mislabelled.

Violates: "Ask each array: where there are several devices, an array may live on any of them, not only the first of ``jax.devices()``"
Verifying input: with 8 CPU devices, placement({"a": jax.device_put(jnp.zeros(2), jax.devices()[3])}) -> the docstring requires {'a': 'cpu:3'}; this returns {'a': 'cpu:0'}.
"""
EXERCISE = "devices.placement"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import numpy as np


def placement(tree: Any) -> Any:
    def where(leaf):
        if isinstance(leaf, jax.Array):
            dev = jax.devices()[0]
            return f"{dev.platform}:{dev.id}"
        return "host"

    return jax.tree.map(where, tree)


if __name__ == "__main__":
    jax.config.update("jax_num_cpu_devices", 8)
    import jax.numpy as jnp
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    out = placement({"a": jax.device_put(jnp.zeros(2), jax.devices()[3])})
    assert out == {"a": "cpu:0"}, out
    print("flaw shown:", out, "expected {'a': 'cpu:3'}")
