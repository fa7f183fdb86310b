"""The student times ``repeats`` calls from the very first one (relying on the median to hide compilation) instead of making one uncounted warm-up call first.

Violates: "the first call of ``fn`` (which may compile) is made but not counted" / "``repeats``: how many calls are timed, after the one uncounted first call."
Verifying input: time_call(fn, repeats=1) where fn's first call takes 0.3 s and later calls 0.01 s -> requires about 0.01, this returns about 0.3 (and fn is called 1 time instead of 2).
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "beyond"

import statistics
import time
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))


if __name__ == "__main__":
    @jax.jit
    def selu(x):
        return 1.0507010 * jnp.where(x > 0, x, 1.6732632 * (jnp.exp(x) - 1))

    seconds = time_call(selu, jnp.ones(1000), repeats=5)
    assert isinstance(seconds, float) and seconds > 0

    calls = []

    def slow_pytree(x):
        calls.append(1)
        time.sleep(0.02)
        return {"a": x + 1, "b": (x * 2,)}

    s = time_call(slow_pytree, jnp.ones(3), repeats=5)
    assert 0.02 <= s < 0.1, s

    calls.clear()

    def compiles_first(x):
        calls.append(1)
        time.sleep(0.3 if len(calls) == 1 else 0.01)
        return x

    s = time_call(compiles_first, jnp.ones(3), repeats=1)
    print(f"expected ~0.01 s with 2 calls, got {s:.3f} s with {len(calls)} call(s)")
    assert s > 0.25 and len(calls) == 1
    print("verified")
