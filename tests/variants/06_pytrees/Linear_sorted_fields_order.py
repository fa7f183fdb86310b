"""The student registers Linear with a generic flatten over sorted(vars(self)), so the leaves come out as [b, w], not [w, b]."""
EXERCISE = "pytrees.Linear"
VERDICT = "fail"
MESSAGE = 'wrong order: jax.tree.leaves(Linear(w, b))'

import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
@dataclasses.dataclass(frozen=True)
class Linear:
    w: jax.Array
    b: jax.Array

    def tree_flatten(self):
        names = sorted(vars(self))
        return tuple(getattr(self, n) for n in names), tuple(names)

    @classmethod
    def tree_unflatten(cls, names, children):
        return cls(**dict(zip(names, children)))

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w + self.b
