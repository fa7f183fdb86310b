"""The student adds ``cost["transcendentals"]`` to ``cost["flops"]`` because exp and tanh "are floating-point operations too", so any program with a transcendental is over-counted.

Violates: "The floating-point operations XLA counts in the compiled program ... ask the compiled program for its cost analysis" (its ``flops`` entry)
Verifying input: lambda x: jnp.exp(x) + 1.0, x = ones(8) -> requires cost_analysis()['flops'] (8.0), this returns 16.0.
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "values"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    cost = jax.jit(f).lower(*args).compile().cost_analysis()
    return float(cost.get("flops", 0.0) + cost.get("transcendentals", 0.0))


if __name__ == "__main__":
    a, b = jnp.ones((4, 5)), jnp.ones((5, 6))
    assert compiled_flops(jnp.matmul, a, b) == 240.0
    twice = lambda a, b: a @ b + a @ b
    assert compiled_flops(twice, a, b) == jax.jit(twice).lower(a, b).compile().cost_analysis()["flops"]
    g = lambda x: jnp.exp(x) + 1.0
    want = jax.jit(g).lower(jnp.ones(8)).compile().cost_analysis()["flops"]
    got = compiled_flops(g, jnp.ones(8))
    assert got != want and got > want, (got, want)
    print("verified")
