"""The student reads ``cost_analysis()`` of the *lowered* program (``jax.jit(f).lower(*args)``) without compiling it, so work the compiler would do once is counted twice.

Violates: "Compile ``f`` for these arguments and ask the compiled program for its cost analysis. Compiling optimises: work that is done twice is done once"
Verifying input: compiled_flops(lambda a, b: a @ b + a @ b, ones((4, 5)), ones((5, 6))) -> requires the compiled count 264.0, this returns 504.0.
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "algorithm"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    cost = jax.jit(f).lower(*args).cost_analysis()
    return float(cost.get("flops", 0.0))


if __name__ == "__main__":
    a, b = jnp.ones((4, 5)), jnp.ones((5, 6))
    assert compiled_flops(jnp.matmul, a, b) == 240.0  # the docstring example still works
    twice = lambda a, b: a @ b + a @ b
    want = float(jax.jit(twice).lower(a, b).compile().cost_analysis()["flops"])
    got = compiled_flops(twice, a, b)
    print("compiled count:", want, " returned:", got)
    assert got != want and got > want
    print("verified")
