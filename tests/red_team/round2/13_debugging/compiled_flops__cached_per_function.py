"""The student caches the compiled cost per function object to avoid recompiling, so calling it again with arguments of other shapes returns the first shapes' count.

Violates: "Compile ``f`` for these arguments and ask the compiled program for its cost analysis."
Verifying input: jnp.matmul with (4, 5)@(5, 6) then with (8, 8)@(8, 8) -> requires 240.0 then 1024.0, this returns 240.0 twice.
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "purity"

from typing import Any, Callable

import jax
import jax.numpy as jnp

_cost_cache: dict = {}


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    if f not in _cost_cache:
        compiled = jax.jit(f).lower(*args).compile()
        _cost_cache[f] = float(compiled.cost_analysis().get("flops", 0.0))
    return _cost_cache[f]


if __name__ == "__main__":
    a, b = jnp.ones((4, 5)), jnp.ones((5, 6))
    assert compiled_flops(jnp.matmul, a, b) == 240.0
    assert compiled_flops(jnp.matmul, a, b) == 240.0
    twice = lambda a, b: a @ b + a @ b
    assert compiled_flops(twice, a, b) == jax.jit(twice).lower(a, b).compile().cost_analysis()["flops"]
    # the violation
    m = jnp.ones((8, 8))
    assert jax.jit(jnp.matmul).lower(m, m).compile().cost_analysis()["flops"] == 1024.0
    assert compiled_flops(jnp.matmul, m, m) == 240.0
    print("verified")
