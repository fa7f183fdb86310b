"""Names the default backend and device 0 for every JAX array: right only where there is one device."""
EXERCISE = "devices.placement"
VERDICT = "fail"
MESSAGE = "for a leaf that lives on cpu:3"

import jax
import numpy as np


def placement(tree):
    return jax.tree.map(lambda leaf: "host" if isinstance(leaf, (np.ndarray, np.generic, int, float)) else f"{jax.default_backend()}:0", tree)
