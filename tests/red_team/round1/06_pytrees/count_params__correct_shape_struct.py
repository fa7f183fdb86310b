"""Correct: builds a ShapeDtypeStruct per leaf from np.shape and jnp.result_type and sums math.prod of the floating ones as Python ints.

Violates: nothing.
Verifying input: JAX and NumPy arrays of float32/float16/bfloat16/float64/int/bool, Python floats/ints/bools, None, empty trees, and a call under jax.jit -> the count of floating elements as a Python int.
"""
EXERCISE = "pytrees.count_params"
VERDICT = "pass"
KIND = "style"

import math
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def count_params(tree: Any) -> int:
    specs = [jax.ShapeDtypeStruct(np.shape(leaf), jnp.result_type(leaf)) for leaf in jax.tree.leaves(tree)]
    return sum((math.prod(s.shape) for s in specs if jnp.issubdtype(s.dtype, jnp.floating)), 0)


if __name__ == "__main__":
    got = count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5})
    assert got == 17 and type(got) is int
    assert count_params({}) == 0 and type(count_params([])) is int
    assert count_params({"m": jnp.ones(3, bool), "k": 2, "t": True, "n": None}) == 0
    t = [np.zeros((2, 5), np.float64), jnp.zeros(3, jnp.float16), jnp.zeros((3, 4), jnp.bfloat16),
         jnp.zeros((0, 4)), np.zeros(7, np.int64), 1.0, (np.float32(2.0),)]
    assert count_params(t) == 10 + 3 + 12 + 0 + 0 + 1 + 1
    seen = []
    jax.jit(lambda tr: (seen.append(count_params(tr)), tr)[1])({"w": jnp.ones((2, 3)), "s": jnp.int32(1)})
    assert seen == [6] and type(seen[0]) is int
    print("verified")
