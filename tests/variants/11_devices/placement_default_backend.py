"""Names the default backend and device 0 for every JAX array: right only where there is one device."""
EXERCISE = "devices.placement"
VERDICT = "fail"
MESSAGE = "the leaf at ['w'] should be 'cpu:3', got 'cpu:0'"

import jax
import numpy as np


def placement(tree):
    return jax.tree.map(lambda leaf: "host" if isinstance(leaf, (np.ndarray, np.generic, int, float)) else f"{jax.default_backend()}:0", tree)
