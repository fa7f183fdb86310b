"""Adds the sizes up with jnp.sum over a jnp.array, so the count comes back as a JAX int32 array (and a float32 0.0 for a tree without parameters).

Violates: "so it is a plain Python ``int``, not a JAX array"
Verifying input: count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4)}) -> requires the Python int 16, this returns Array(16, dtype=int32); count_params({}) returns Array(0., dtype=float32).
"""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def count_params(tree):
    sizes = [jnp.size(leaf) for leaf in jax.tree.leaves(tree) if jnp.issubdtype(jnp.result_type(leaf), jnp.floating)]
    return jnp.sum(jnp.array(sizes))


if __name__ == "__main__":
    assert int(count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5})) == 17
    got = count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4)})
    empty = count_params({})
    print("got", repr(got), "and for {}:", repr(empty))
    assert int(got) == 16 and not isinstance(got, int) and isinstance(got, jax.Array)
    assert not isinstance(empty, int)
    print("verified")
