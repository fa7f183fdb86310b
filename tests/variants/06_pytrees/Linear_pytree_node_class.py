"""Alternative: a plain class with tree_flatten / tree_unflatten, registered with register_pytree_node_class."""
EXERCISE = "pytrees.Linear"
VERDICT = "pass"

from typing import Any

import jax


@jax.tree_util.register_pytree_node_class
class Linear:
    def __init__(self, w: jax.Array, b: jax.Array) -> None:
        self.w = w
        self.b = b

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w + self.b

    def tree_flatten(self) -> tuple[tuple[jax.Array, jax.Array], None]:
        return (self.w, self.b), None

    @classmethod
    def tree_unflatten(cls, aux_data: Any, children: tuple[jax.Array, jax.Array]) -> "Linear":
        return cls(*children)
