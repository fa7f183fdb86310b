"""The student indexes ``cost_analysis()["flops"]`` directly; for a program without arithmetic XLA leaves the entry out, and the function raises ``KeyError`` instead of returning ``0.0``.

Violates: "``0.0`` for a program that does no arithmetic (XLA then leaves the entry out)."
Verifying input: compiled_flops(lambda x: x.T, jnp.ones((4, 5))) -> requires 0.0, this raises KeyError('flops').
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "horizons"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    compiled = jax.jit(f).lower(*args).compile()
    return float(compiled.cost_analysis()["flops"])


if __name__ == "__main__":
    assert compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((5, 6))) == 240.0
    cost = jax.jit(lambda x: x.T).lower(jnp.ones((4, 5))).compile().cost_analysis()
    assert "flops" not in cost  # XLA counts nothing, so the answer must be 0.0
    try:
        compiled_flops(lambda x: x.T, jnp.ones((4, 5)))
    except KeyError as e:
        print("raised KeyError", e)
    else:
        raise AssertionError("expected a KeyError")
    print("verified")
