"""Alternative: squares summed with `jax.tree_util.tree_reduce` from an explicit 0.0 start (empty tree: 0), each leaf
made float32 first."""
EXERCISE = "pytrees.global_norm"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def global_norm(tree):
    total = jax.tree_util.tree_reduce(lambda acc, leaf: acc + jnp.vdot(*[jnp.asarray(leaf, jnp.float32)] * 2), tree, 0.0)
    return jnp.sqrt(jnp.asarray(total, jnp.float32))
