"""The student times every one of the ``repeats`` calls, the first (compiling) one included, instead of making one extra untimed call first; the median hides it for many repeats, not for few.

Violates: "the first call of ``fn`` (which may compile) is made but not counted".
Verifying input: fn that sleeps 0.3 s on its first call only, repeats=1 -> requires about 0 s (the first call made, not counted: 2 calls in all), this makes 1 call and returns about 0.3 s.
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
        t0 = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - t0)
    return float(statistics.median(times))


if __name__ == "__main__":
    seconds = time_call(jax.jit(lambda x: x * 2), jnp.ones(1000), repeats=5)
    assert isinstance(seconds, float) and seconds > 0
    def steady(x):
        time.sleep(0.02); return (x + 1, [x * 2])
    s = time_call(steady, jnp.ones(3), repeats=4)
    assert 0.018 < s < 0.05, s
    calls = [0]
    def slow_first(x):
        calls[0] += 1
        if calls[0] == 1:
            time.sleep(0.3)
        return x
    s = time_call(slow_first, jnp.ones(3), repeats=1)
    assert calls[0] == 1 and s > 0.25, (calls, s)
    print("verified")
