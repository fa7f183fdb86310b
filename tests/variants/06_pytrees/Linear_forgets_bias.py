"""Registered correctly, but __call__ returns x @ w and forgets the bias."""
EXERCISE = "pytrees.Linear"
VERDICT = "fail"
MESSAGE = "wrong values"

import dataclasses

import jax


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class Linear:
    w: jax.Array
    b: jax.Array

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w
