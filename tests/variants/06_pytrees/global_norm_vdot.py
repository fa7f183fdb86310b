"""Alternative: jnp.vdot of each leaf with itself (vdot flattens), one square root at the end."""
EXERCISE = "pytrees.global_norm"
VERDICT = "pass"

from typing import Any

import jax
import jax.numpy as jnp


def global_norm(tree: Any) -> jax.Array:
    return jnp.sqrt(sum((jnp.vdot(leaf, leaf) for leaf in jax.tree.leaves(tree)), jnp.float32(0.0)))
