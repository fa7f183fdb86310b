"""device_put without a device, inside `jax.default_device(device)`: on the device, but not committed."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = "not committed"

import jax


def to_device(tree, device):
    with jax.default_device(device):
        return jax.device_put(tree)
