"""Before compiling, ``f`` is called once on the real arguments as a "warm-up / sanity check"
(``jax.block_until_ready(f(*args))``), and only then is ``jax.jit(f)`` lowered and compiled for
the count. The number reported is right (240.0 for the example), but ``f`` has been run on the
caller's values: the work is done once for nothing, and any effect of running ``f`` (a print, a
callback, a 10-minute computation) happens although only its program was to be read.

Violates: "f: a function of arrays (it may be jitted already); only its program is read, never its values."
Verifying input: seen = []; f = lambda x: (seen.append(isinstance(x, jax.core.Tracer)), x @ x)[1]; compiled_flops(f, jnp.ones((4, 4))) must only trace f (every entry of seen True); this also calls it with the concrete array (seen contains False).
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "functions_calls"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    jax.block_until_ready(f(*args))
    costs = jax.jit(f).lower(*args).compile().cost_analysis()
    if isinstance(costs, (list, tuple)):
        costs = costs[0] if costs else {}
    return float((costs or {}).get("flops", 0.0))


if __name__ == "__main__":
    assert compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((5, 6))) == 240.0
    seen = []
    f = lambda x: (seen.append(isinstance(x, jax.core.Tracer)), x @ x)[1]
    assert compiled_flops(f, jnp.ones((4, 4))) == 128.0
    assert False in seen
    print("flaw shown: f was called with concrete values:", seen)
