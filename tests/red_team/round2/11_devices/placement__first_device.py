"""Labels every JAX array with the first of jax.devices() instead of asking the array where it lives.

Violates: "Ask each array: where there are several devices, an array may live on any of them, not only the first of ``jax.devices()``".
Verifying input: (run with XLA_FLAGS=--xla_force_host_platform_device_count=8) {"a": device_put(zeros(2), jax.devices()[3])} -> the docstring requires {"a": "cpu:3"}, this returns {"a": "cpu:0"}.
"""
EXERCISE = "devices.placement"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
import numpy as np


def placement(tree):
    dev = jax.devices()[0]
    return jax.tree.map(lambda leaf: f"{dev.platform}:{dev.id}" if isinstance(leaf, jax.Array) else "host", tree)


if __name__ == "__main__":
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    assert placement([1, 2.5, np.float32(1.0), (jnp.ones(1),)]) == ["host", "host", "host", ("cpu:0",)]
    assert len(jax.devices()) >= 4, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    out = placement({"a": jax.device_put(jnp.zeros(2), jax.devices()[3])})
    assert out != {"a": "cpu:3"}, out
    print(out)
    print("verified")
