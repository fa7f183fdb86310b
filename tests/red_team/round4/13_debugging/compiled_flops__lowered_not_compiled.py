"""The student asks the lowered (unoptimised) program for its cost analysis instead of the compiled one, so work XLA deduplicates is counted twice.

Violates: "Compile ``f`` for these arguments and ask the compiled program for its cost analysis. Compiling optimises: work that is done twice is done once"
Verifying input: f = lambda a, b: (a @ b) + (a @ b) on ones (4, 5), (5, 6) -> requires 264.0 (what the compiled program reports), this returns 504.0.
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "algorithm"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    cost = jax.jit(f).lower(*args).cost_analysis() or {}
    if isinstance(cost, (list, tuple)):
        cost = cost[0] if cost else {}
    return float(cost.get("flops", 0.0))


if __name__ == "__main__":
    assert compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((5, 6))) == 240.0
    assert compiled_flops(jax.jit(jnp.matmul), jnp.ones((8, 8)), jnp.ones((8, 8))) == 2 * 8 * 8 * 8
    assert compiled_flops(lambda x: x, jnp.ones(3)) == 0.0
    assert isinstance(compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((5, 6))), float)
    # the flaw
    f = lambda a, b: (a @ b) + (a @ b)
    a, b = jnp.ones((4, 5)), jnp.ones((5, 6))
    ours = compiled_flops(f, a, b)
    truth = float(jax.jit(f).lower(a, b).compile().cost_analysis()["flops"])
    print("returned", ours, "compiled program reports", truth)
    assert ours != truth
    print("verified")
