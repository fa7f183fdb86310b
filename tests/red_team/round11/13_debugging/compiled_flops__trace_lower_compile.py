"""Correct, unusual style: the staged API spelled out step by step, ``jax.jit(f).trace(*args)``
then ``.lower()`` then ``.compile()``, so ``f`` is only traced (never run on values). The cost
analysis is read with ``dict.get`` (a list of per-module dicts, as older JAX returns, is merged
by summing its ``"flops"``), and a missing entry counts as ``0.0``. Errors propagate.
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "pass"
KIND = "correct"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    compiled = jax.jit(f).trace(*args).lower().compile()
    analysis = compiled.cost_analysis() or {}
    parts = analysis if isinstance(analysis, (list, tuple)) else [analysis]
    return float(sum(part.get("flops", 0.0) for part in parts))


if __name__ == "__main__":
    assert compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((5, 6))) == 240.0
    assert compiled_flops(jax.jit(jnp.matmul), jnp.ones((4, 5)), jnp.ones((5, 6))) == 240.0
    assert compiled_flops(lambda x: x, jnp.ones(3)) == 0.0
    seen = []
    f = lambda x: (seen.append(isinstance(x, jax.core.Tracer)), x @ x)[1]
    assert compiled_flops(f, jnp.ones((4, 4))) == 128.0 and seen and all(seen)
    try:
        compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((6, 7)))
        raise AssertionError("error swallowed")
    except TypeError:
        pass
    print("ok")
