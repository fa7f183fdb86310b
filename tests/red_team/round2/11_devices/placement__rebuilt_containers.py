"""Walks dicts, lists and tuples by hand and rebuilds tuples with tuple(...), so a namedtuple comes back a plain tuple.

Violates: "A pytree of the same structure whose leaves are strings".
Verifying input: a namedtuple P(w=jnp.zeros(2), b=np.zeros(1)) -> the docstring requires P(w="cpu:0", b="host") with the same treedef, this returns the plain tuple ("cpu:0", "host").
"""
EXERCISE = "devices.placement"
VERDICT = "fail"
KIND = "returns"

import collections

import jax
import jax.numpy as jnp
import numpy as np


def placement(tree):
    if isinstance(tree, dict):
        return {k: placement(v) for k, v in tree.items()}
    if isinstance(tree, list):
        return [placement(v) for v in tree]
    if isinstance(tree, tuple):
        return tuple(placement(v) for v in tree)
    if isinstance(tree, jax.Array):
        (dev,) = tree.devices()
        return f"{dev.platform}:{dev.id}"
    return "host"


if __name__ == "__main__":
    assert placement({"a": np.zeros(2), "b": jnp.zeros(2)}) == {"a": "host", "b": "cpu:0"}
    assert placement([1, (2.5, jnp.ones(1))]) == ["host", ("host", "cpu:0")]
    P = collections.namedtuple("P", "w b")
    tree = P(w=jnp.zeros(2), b=np.zeros(1))
    out = placement(tree)
    assert jax.tree.structure(out) != jax.tree.structure(tree) and type(out) is tuple, out
    print("verified")
