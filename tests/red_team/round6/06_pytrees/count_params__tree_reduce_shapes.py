"""Correct: a jax.tree.reduce with a Python-int start, sizing each leaf by math.prod(np.shape(leaf)) and testing jnp.result_type(leaf) for a floating dtype (works for Python numbers, NumPy, JAX, and tracers).

Verifying input: compared with a hand count on trees of JAX/NumPy float16/bfloat16/float32/float64/int/bool/uint8 arrays (including 0-d and size-0 leaves), Python float/int/bool, None, {}, [], nested lists/tuples; result is a Python int, also when called inside jax.jit on traced leaves.
"""
EXERCISE = "pytrees.count_params"
VERDICT = "pass"
KIND = "style"

import math

import jax
import jax.numpy as jnp
import numpy as np


def count_params(tree):
    def add(total, leaf):
        if jnp.issubdtype(jnp.result_type(leaf), jnp.floating):
            return total + math.prod(np.shape(leaf))
        return total

    return int(jax.tree.reduce(add, tree, 0))


if __name__ == "__main__":
    import ml_dtypes

    cases = [
        ({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5}, 17),
        ({}, 0), ([], 0), ({"a": None}, 0), ({"s": 1, "m": True, "i": jnp.ones(3, jnp.int8), "u": np.ones(4, np.uint8)}, 0),
        ([jnp.zeros((2, 3), jnp.bfloat16), jnp.zeros(5, jnp.float16), np.zeros((2, 2)), np.zeros(3, np.float32)], 6 + 5 + 4 + 3),
        ((jnp.array(1.0), np.float32(2.0), np.float64(2.0), jnp.zeros((0, 7)), [None, 0.25, False]), 1 + 1 + 1 + 0 + 1),
        ({"np_bool": np.ones(3, bool), "np_bf16": np.zeros(4, ml_dtypes.bfloat16)}, 4),
    ]
    for tree, want in cases:
        got = count_params(tree)
        assert type(got) is int and got == want, (tree, got, want)
    seen = []
    jax.jit(lambda t: seen.append(count_params(t)) or 0)({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "i": jnp.ones(2, jnp.int32)})
    assert seen == [16] and type(seen[0]) is int
    print("verified")
