"""The student calls ``f.lower(*args)`` directly, which works for the docstring's ``jnp.matmul`` (already a jitted function) but raises ``AttributeError`` for a plain Python function.

Violates: "f: a function of arrays (it may be jitted already)."
Verifying input: compiled_flops(lambda a, b: a @ b, ones((4, 5)), ones((5, 6))) -> requires 240.0, this raises AttributeError: 'function' object has no attribute 'lower'.
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "beyond"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    cost = f.lower(*args).compile().cost_analysis()
    return float(cost.get("flops", 0.0))


if __name__ == "__main__":
    a, b = jnp.ones((4, 5)), jnp.ones((5, 6))
    assert compiled_flops(jnp.matmul, a, b) == 240.0
    assert compiled_flops(jax.jit(lambda a, b: a @ b), a, b) == 240.0
    try:
        compiled_flops(lambda a, b: a @ b, a, b)
    except AttributeError as e:
        print("raised AttributeError:", e)
    else:
        raise AssertionError("expected AttributeError")
    print("verified")
