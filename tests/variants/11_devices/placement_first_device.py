"""Tells host from device correctly, but names the first of `jax.devices()` for every JAX array."""
EXERCISE = "devices.placement"
VERDICT = "fail"
MESSAGE = "ask each array where it lives"

import jax


def placement(tree):
    device = jax.devices()[0]
    return jax.tree.map(lambda leaf: f"{device.platform}:{device.id}" if isinstance(leaf, jax.Array) else "host", tree)
