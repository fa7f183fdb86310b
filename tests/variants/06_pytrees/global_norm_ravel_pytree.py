"""Alternative: jax.flatten_util.ravel_pytree joins all leaves into one vector, made float32, then jnp.linalg.norm."""
EXERCISE = "pytrees.global_norm"
VERDICT = "pass"

from typing import Any

import jax
import jax.numpy as jnp
from jax.flatten_util import ravel_pytree


def global_norm(tree: Any) -> jax.Array:
    flat, _ = ravel_pytree(tree)
    return jnp.linalg.norm(flat.astype(jnp.float32))
