"""jnp.vdot of each leaf with itself (vdot flattens), one square root at the end: right in float32, but a float16
leaf's products stay float16, and 300 * 300 is past its largest (65504)."""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
MESSAGE = "holds nothing above 65504"

from typing import Any

import jax
import jax.numpy as jnp


def global_norm(tree: Any) -> jax.Array:
    return jnp.sqrt(sum((jnp.vdot(leaf, leaf) for leaf in jax.tree.leaves(tree)), jnp.float32(0.0)))
