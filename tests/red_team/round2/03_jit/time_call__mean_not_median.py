"""The student reports the mean of the timed calls; one slow call (a GC pause, another process) drags the figure up, where the median would ignore it.

Violates: "The median (not the mean, not the fastest) of the ``repeats`` timed calls, in seconds, as a Python float."
Verifying input: fn that sleeps 0.3 s on its third call only, repeats=5 -> requires the median (about 0 s), this returns about 0.06 s.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "algorithm"

import time
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    jax.block_until_ready(fn(*args))
    total = 0.0
    for _ in range(repeats):
        t0 = time.perf_counter()
        jax.block_until_ready(fn(*args))
        total += time.perf_counter() - t0
    return total / repeats


if __name__ == "__main__":
    seconds = time_call(jax.jit(lambda x: x * 2), jnp.ones(1000), repeats=5)
    assert isinstance(seconds, float) and seconds > 0
    calls = []
    def steady(x):
        calls.append(1); time.sleep(0.02); return {"a": x + 1, "b": [x * 2]}
    s = time_call(steady, jnp.ones(3), repeats=4)
    assert len(calls) == 5 and 0.018 < s < 0.05, s
    n = [0]
    def spiky(x):
        n[0] += 1
        if n[0] == 3:
            time.sleep(0.3)
        return x
    s = time_call(spiky, jnp.ones(3), repeats=5)
    assert s > 0.04, s
    print("verified")
