"""Names the default device for every leaf, NumPy arrays and Python numbers included."""
EXERCISE = "devices.placement"
VERDICT = "fail"
MESSAGE = "live on the host"

import jax


def placement(tree):
    device = jax.devices()[0]
    return jax.tree.map(lambda leaf: f"{device.platform}:{device.id}", tree)
