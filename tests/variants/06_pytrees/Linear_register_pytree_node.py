"""Alternative: a plain class, registered after its definition with jax.tree_util.register_pytree_node."""
EXERCISE = "pytrees.Linear"
VERDICT = "pass"

import jax


class Linear:
    def __init__(self, w: jax.Array, b: jax.Array) -> None:
        self.w = w
        self.b = b

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w + self.b


jax.tree_util.register_pytree_node(
    Linear,
    lambda layer: ((layer.w, layer.b), None),
    lambda _, children: Linear(*children),
)
