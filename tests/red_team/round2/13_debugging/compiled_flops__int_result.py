"""The student returns ``int(...)`` because a count of operations "is a whole number", so the result is a Python int, not the promised float.

Violates: "Returns: A Python float."
Verifying input: jnp.matmul, (4, 5) and (5, 6) ones -> requires 240.0 (a float), this returns 240 (an int; equal, but isinstance(r, float) is False).
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "returns"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    cost = jax.jit(f).lower(*args).compile().cost_analysis()
    return int(cost["flops"])


if __name__ == "__main__":
    a, b = jnp.ones((4, 5)), jnp.ones((5, 6))
    r = compiled_flops(jnp.matmul, a, b)
    assert r == 240.0
    assert not isinstance(r, float) and type(r) is int
    print("verified")
