"""Registers the class but returns w as auxiliary data, so only b is a leaf (and w is not differentiated)."""
EXERCISE = "pytrees.Linear"
VERDICT = "fail"
MESSAGE = "wrong structure"

from typing import Any

import jax


@jax.tree_util.register_pytree_node_class
class Linear:
    def __init__(self, w: jax.Array, b: jax.Array) -> None:
        self.w = w
        self.b = b

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w + self.b

    def tree_flatten(self) -> tuple[tuple[jax.Array], jax.Array]:
        return (self.b,), self.w

    @classmethod
    def tree_unflatten(cls, aux_data: Any, children: tuple[jax.Array]) -> "Linear":
        return cls(aux_data, *children)
