"""The student reads ``cost_analysis()`` of the lowered program (no ``.compile()``), which counts the program as written, so duplicated work is counted twice.

Violates: "The floating-point operations XLA counts in the *compiled* program ... work that is done twice is done once"
Verifying input: lambda a, b: a @ b + a @ b with (4, 5) and (5, 6) ones -> requires 264.0 (one product, one add), this returns 504.0.
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "algorithm"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    return float(jax.jit(f).lower(*args).cost_analysis()["flops"])


if __name__ == "__main__":
    a, b = jnp.ones((4, 5)), jnp.ones((5, 6))
    assert compiled_flops(jnp.matmul, a, b) == 240.0
    twice = lambda a, b: a @ b + a @ b
    want = jax.jit(twice).lower(a, b).compile().cost_analysis()["flops"]
    got = compiled_flops(twice, a, b)
    assert got > want, (got, want)
    print("verified")
