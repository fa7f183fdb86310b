"""Labels every JAX array with the first of ``jax.devices()`` instead of asking the array where it lives.

Violates: "Ask each array: where there are several devices, an array may live on any of them, not only the first of ``jax.devices()``".
Verifying input (XLA_FLAGS=--xla_force_host_platform_device_count=8): placement({"x": jax.device_put(jnp.zeros(2), jax.devices()[3])}) -> the docstring requires {'x': 'cpu:3'}, this returns {'x': 'cpu:0'}.
"""
EXERCISE = "devices.placement"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
import numpy as np


def placement(tree):
    first = jax.devices()[0]

    def _pfd_where(leaf):
        if isinstance(leaf, jax.Array):
            return f"{first.platform}:{first.id}"
        return "host"

    return jax.tree.map(_pfd_where, tree)


if __name__ == "__main__":
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    assert placement([1.5, np.float32(2), (jnp.ones(1),)]) == ["host", "host", ("cpu:0",)]
    assert len(jax.devices()) >= 4, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    x = jax.device_put(jnp.zeros(2), jax.devices()[3])
    assert x.devices() == {jax.devices()[3]}
    out = placement({"x": x})
    assert out == {"x": "cpu:0"}, out  # should be 'cpu:3'
    print("verified")
