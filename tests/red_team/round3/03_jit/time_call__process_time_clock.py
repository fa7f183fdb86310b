"""The student times with ``time.process_time()`` (CPU time of this process) instead of a wall clock, so time spent waiting (for a device, a sleep, another thread) is not counted.

Violates: "the time is wall-clock time, including time spent waiting for a device"
Verifying input: fn that sleeps 0.05 s and returns jnp.ones(3), repeats=3 -> requires about 0.05 s, this returns about 0.0 s.
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
    jax.block_until_ready(fn(*args))
    times = []
    for _ in range(repeats):
        start = time.process_time()
        jax.block_until_ready(fn(*args))
        times.append(time.process_time() - start)
    return float(statistics.median(times))


if __name__ == "__main__":
    calls = []

    @jax.jit
    def work(x):
        return jnp.tanh(x @ x.T).sum()

    def counted(x):
        calls.append(1)
        return {"a": work(x), "b": [x + 1]}

    x = jnp.ones((300, 300))
    t = time_call(counted, x, repeats=5)
    assert isinstance(t, float) and t >= 0 and len(calls) == 6
    seconds = time_call(jnp.sin, jnp.ones(1000), repeats=5)
    assert isinstance(seconds, float)

    # the violation: sleeping (waiting) is not counted
    def waits():
        time.sleep(0.05)
        return jnp.ones(3)

    t = time_call(waits, repeats=3)
    assert t < 0.01, t  # wall clock would be >= 0.05
    print("verified")
