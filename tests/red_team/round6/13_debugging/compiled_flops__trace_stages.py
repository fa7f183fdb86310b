"""Correct, unusual style: goes through the explicit stages ``jax.jit(f).trace(*args).lower().compile()`` and sums the entry over a list, accepting both the dict and the (older) list-of-dicts forms of ``cost_analysis()``.

Verifying input: compared with ``jax.jit(f).lower(*args).compile().cost_analysis().get("flops", 0.0)`` on matmul (240), a duplicated product (264 < lowered 504), tanh (no transcendentals added), a transpose (0.0), a jitted f, integer arithmetic, several shapes; the result is always a Python float.
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "pass"
KIND = "style"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    analysis = jax.jit(f).trace(*args).lower().compile().cost_analysis()
    if isinstance(analysis, dict):
        analysis = [analysis]
    return float(sum(entry.get("flops", 0.0) for entry in analysis or []))


if __name__ == "__main__":
    def reference(f, *args):
        return float(jax.jit(f).lower(*args).compile().cost_analysis().get("flops", 0.0))

    a, b = jnp.ones((4, 5)), jnp.ones((5, 6))
    cases = [
        (jnp.matmul, (a, b)),
        (lambda a, b: a @ b + a @ b, (a, b)),
        (lambda x: jnp.tanh(x) * 2, (a,)),
        (lambda x: x.T, (a,)),
        (jax.jit(lambda x, y: jnp.exp(x @ y).sum()), (a, b)),
        (lambda x: x * 3 + 1, (jnp.arange(10),)),
        (lambda x: x, (jnp.ones(3),)),
        (jnp.matmul, (jnp.ones((32, 64)), jnp.ones((64, 16)))),
    ]
    for f, args in cases:
        got = compiled_flops(f, *args)
        assert type(got) is float and got == reference(f, *args), (got, reference(f, *args))
    assert compiled_flops(jnp.matmul, a, b) == 240.0
    assert compiled_flops(lambda x: x.T, a) == 0.0
    assert compiled_flops(lambda a, b: a @ b + a @ b, a, b) < float(jax.jit(lambda a, b: a @ b + a @ b).lower(a, b).cost_analysis()["flops"])
    print("verified")
