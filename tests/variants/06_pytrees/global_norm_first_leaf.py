"""Takes the norm of the first leaf only."""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
MESSAGE = "wrong values"

from typing import Any

import jax
import jax.numpy as jnp


def global_norm(tree: Any) -> jax.Array:
    return jnp.linalg.norm(jnp.ravel(jax.tree.leaves(tree)[0]))
