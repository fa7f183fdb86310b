"""Returns a JAX array unchanged when it already lives on ``device``, so an uncommitted array stays uncommitted."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = '[on_device] not committed'

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree, device):
    def move(leaf):
        if isinstance(leaf, jax.Array):
            if leaf.devices() == {device}:
                return leaf  # already there: no copy needed
            return jax.device_put(leaf, device)
        if isinstance(leaf, (np.ndarray, np.generic)):
            return jax.device_put(leaf, device)
        return leaf

    return jax.tree.map(move, tree)
