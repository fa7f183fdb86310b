"""The whole lowering and compilation sits in ``try: ... except Exception: return 0.0``, meant to
cover a cost analysis that has no ``"flops"`` entry. It also swallows every error raised while
``f`` is traced or compiled (a shape mismatch, a failed Python check in ``f``), and reports
``0.0``, the figure the docstring reserves for a program that does no arithmetic: a function that
cannot even be compiled is reported as free. Working functions (the example) get the right count.

Violates: "Returns: A Python float: the count XLA reports under ``\"flops\"`` ... ``0.0`` for a program that does no arithmetic (XLA then leaves the entry out)."
Verifying input: compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((6, 7))) must raise the TypeError of the shape mismatch (there is no compiled program to count); this returns 0.0.
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "functions_raise"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    try:
        costs = jax.jit(f).lower(*args).compile().cost_analysis()
        if isinstance(costs, (list, tuple)):
            costs = costs[0]
        return float(costs["flops"])
    except Exception:
        return 0.0


if __name__ == "__main__":
    assert compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((5, 6))) == 240.0
    assert compiled_flops(lambda x: x, jnp.ones(3)) == 0.0
    try:
        jax.jit(jnp.matmul).lower(jnp.ones((4, 5)), jnp.ones((6, 7)))
        raise AssertionError("expected a shape error")
    except TypeError:
        pass
    got = compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((6, 7)))
    assert got == 0.0
    print("flaw shown: an uncompilable f is reported as", got, "flops")
