"""Uses np.linalg.norm on each leaf, which turns tracers into NumPy arrays under jit."""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def global_norm(tree: Any) -> jax.Array:
    squares = [np.linalg.norm(np.ravel(leaf)) ** 2 for leaf in jax.tree.leaves(tree)]
    return jnp.asarray(np.sqrt(sum(squares)), jnp.float32)
