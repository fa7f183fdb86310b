"""The student measures with time.process_time(), CPU time of this process, so time spent waiting (for a device, a sleep, another thread) is not counted.

Violates: "and the time is wall-clock time, including time spent waiting for a device."
Verifying input: fn that sleeps 0.05 s per call, repeats=3 -> requires about 0.05 s, this returns about 0 s.
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
        t0 = time.process_time()
        jax.block_until_ready(fn(*args))
        times.append(time.process_time() - t0)
    return float(statistics.median(times))


if __name__ == "__main__":
    seconds = time_call(jax.jit(lambda x: x @ x), jnp.ones((300, 300)), repeats=5)
    assert isinstance(seconds, float) and seconds >= 0
    x = jnp.ones((1000, 1000))
    f = jax.jit(lambda a: jnp.tanh(a @ a).sum())
    s = time_call(f, x, repeats=3)
    assert s > 0
    def sleepy(x):
        time.sleep(0.05); return x
    s = time_call(sleepy, jnp.ones(3), repeats=3)
    assert s < 0.01, s
    print("verified")
