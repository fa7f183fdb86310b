"""Correct: the explicit staging API ``jax.jit(f).trace(*args).lower().compile()``, reading the cost dict with a 0.0 default.

Correct: the count comes from the compiled (optimised) program for exactly these arguments, works when ``f`` is jitted already, and is always a Python float (0.0 when XLA reports no flops).
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "pass"
KIND = "style"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    compiled = jax.jit(f).trace(*args).lower().compile()
    analysis = compiled.cost_analysis()
    if isinstance(analysis, (list, tuple)):  # older JAX returned one dict per device
        analysis = analysis[0]
    return float((analysis or {}).get("flops", 0.0))


if __name__ == "__main__":
    a, b = jnp.ones((4, 5)), jnp.ones((5, 6))
    r = compiled_flops(jnp.matmul, a, b)
    assert r == 240.0 and type(r) is float
    assert compiled_flops(jax.jit(jnp.matmul), a, b) == 240.0
    twice = lambda a, b: a @ b + a @ b
    assert compiled_flops(twice, a, b) == jax.jit(twice).lower(a, b).compile().cost_analysis()["flops"]
    assert compiled_flops(twice, a, b) < jax.jit(twice).lower(a, b).cost_analysis()["flops"]
    m = jnp.ones((8, 8))
    assert compiled_flops(jnp.matmul, m, m) == 1024.0
    assert compiled_flops(lambda x: x.T, jnp.ones((3, 4))) == 0.0
    g = lambda x: jnp.exp(x) + 1.0
    assert compiled_flops(g, jnp.ones(8)) == jax.jit(g).lower(jnp.ones(8)).compile().cost_analysis()["flops"]
    print("verified")
