"""A registered dataclass with keyword-only fields (``kw_only=True``, "so nobody mixes up w and b"): ``Linear(w=w,
b=b)`` and every transform work, but the documented ``Linear(w, b)`` by position raises TypeError."""
EXERCISE = "pytrees.Linear"
VERDICT = "fail"
MESSAGE = "by position and by keyword"

import dataclasses

import jax


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True, kw_only=True)
class Linear:
    w: jax.Array
    b: jax.Array

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w + self.b
