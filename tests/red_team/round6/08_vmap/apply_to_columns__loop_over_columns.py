"""Applies f to each column in a Python loop over x.T and stacks the results as columns: right values, but the traced program holds one copy of f per column.

Violates: "the program must not grow with the number of columns"
Verifying input: jax.make_jaxpr of apply_to_columns with f static for x of shape (3, 2) and (3, 20) -> requires equal sizes, this grows.
"""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def apply_to_columns(f, x):
    return jnp.stack([f(column) for column in x.T], axis=1)


if __name__ == "__main__":
    f = lambda v: jnp.stack([v.min(), v.max()])
    assert apply_to_columns(f, jnp.array([[1.0, 5.0], [3.0, 4.0]])).tolist() == [[1.0, 4.0], [3.0, 5.0]]
    small = len(jax.make_jaxpr(apply_to_columns, static_argnums=0)(f, jnp.ones((3, 2))).eqns)
    large = len(jax.make_jaxpr(apply_to_columns, static_argnums=0)(f, jnp.ones((3, 20))).eqns)
    print("jaxpr equations: c=2 ->", small, ", c=20 ->", large)
    assert large > small
    print("verified")
