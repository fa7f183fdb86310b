"""Sums the squares on the host with float() and math.sqrt, so the result is a Python float (not a 0-d array) and the function fails under jax.jit.

Violates: "It must work under ``jax.jit``." / "A float scalar (0-d array)"
Verifying input: jax.jit(global_norm)({"a": jnp.array([3.0]), "b": jnp.array([4.0])}) -> requires Array(5.0), this raises a ConcretizationTypeError; eagerly it returns the Python float 5.0.
"""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
KIND = "returns"

import math

import jax
import jax.numpy as jnp


def global_norm(tree):
    return math.sqrt(sum(float(jnp.sum(leaf ** 2)) for leaf in jax.tree.leaves(tree)))


if __name__ == "__main__":
    tree = {"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]}
    got = global_norm(tree)
    print("eager:", repr(got))
    assert got == 5.0 and not isinstance(got, jax.Array)
    try:
        jax.jit(global_norm)(tree)
    except jax.errors.ConcretizationTypeError:
        print("under jit: ConcretizationTypeError")
    else:
        raise AssertionError("expected a failure under jit")
    print("verified")
