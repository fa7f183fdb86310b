"""The student indexes ``cost_analysis()["flops"]``, but XLA leaves the key out when the compiled program does no floating-point work, so such functions raise ``KeyError`` instead of giving 0.0.

Violates: "Returns: A Python float." (for any function of arrays)
Verifying input: f = lambda x: x.T (a transpose), x = ones((3, 4)) -> requires 0.0, this raises KeyError('flops').
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "values"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    compiled = jax.jit(f).lower(*args).compile()
    return float(compiled.cost_analysis()["flops"])


if __name__ == "__main__":
    a, b = jnp.ones((4, 5)), jnp.ones((5, 6))
    assert compiled_flops(jnp.matmul, a, b) == 240.0
    assert compiled_flops(lambda x: jnp.tanh(x) * 2.0, jnp.ones(8)) > 0
    assert "flops" not in jax.jit(lambda x: x.T).lower(jnp.ones((3, 4))).compile().cost_analysis()
    try:
        compiled_flops(lambda x: x.T, jnp.ones((3, 4)))
    except KeyError:
        pass
    else:
        raise AssertionError("no KeyError")
    print("verified")
