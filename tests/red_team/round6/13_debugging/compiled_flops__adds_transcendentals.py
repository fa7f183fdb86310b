"""The student adds the ``"transcendentals"`` entry to ``"flops"`` ("an exp is a floating-point operation too"), so programs with ``tanh``/``exp`` are over-counted.

Violates: "the count XLA reports under ``"flops"`` (other entries, such as ``"transcendentals"``, are not added)"
Verifying input: compiled_flops(lambda x: jnp.tanh(x) * 2, jnp.ones((4, 5))) -> requires 20.0, this returns 40.0.
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
    assert compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((5, 6))) == 240.0
    g = lambda x: jnp.tanh(x) * 2
    want = float(jax.jit(g).lower(jnp.ones((4, 5))).compile().cost_analysis()["flops"])
    got = compiled_flops(g, jnp.ones((4, 5)))
    print("flops:", want, " returned:", got)
    assert got != want
    print("verified")
