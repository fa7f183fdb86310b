"""The student converts w and b with jnp.asarray in __post_init__, and unflatten calls the constructor, so tree.map results are coerced (or rejected)."""
EXERCISE = "pytrees.Linear"
VERDICT = "fail"
MESSAGE = 'the tuples did not come back as they were'

import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
@dataclasses.dataclass(frozen=True)
class Linear:
    w: jax.Array
    b: jax.Array

    def __post_init__(self):
        object.__setattr__(self, "w", jnp.asarray(self.w))
        object.__setattr__(self, "b", jnp.asarray(self.b))

    def tree_flatten(self):
        return (self.w, self.b), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w + self.b
