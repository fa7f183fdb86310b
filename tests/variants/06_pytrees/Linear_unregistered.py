"""A plain dataclass that was never registered, so JAX sees each Linear as one opaque leaf."""
EXERCISE = "pytrees.Linear"
VERDICT = "fail"
MESSAGE = "wrong structure"

import dataclasses

import jax


@dataclasses.dataclass(frozen=True)
class Linear:
    w: jax.Array
    b: jax.Array

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w + self.b
