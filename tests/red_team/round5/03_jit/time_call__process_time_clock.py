"""The student times with ``time.process_time()`` (CPU time of the process) instead of a wall clock, so time the call spends waiting (on a device, a sleep, I/O) is not counted.

Violates: "the time is wall-clock time, including time spent waiting for a device"
Verifying input: fn = a function that waits 50 ms (time.sleep) and returns jnp.ones(3), repeats = 5 -> requires about 0.05 s, this returns under 0.001 s (only the CPU time of the Python call).
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
    jax.block_until_ready(fn(*args))          # warm-up / compile, not counted
    times = []
    for _ in range(repeats):
        t0 = time.process_time()
        jax.block_until_ready(fn(*args))      # wait for every leaf of the output
        times.append(time.process_time() - t0)
    return float(statistics.median(times))


if __name__ == "__main__":
    import numpy as np

    @jax.jit
    def selu(x):
        return 1.0507010 * jnp.where(x > 0, x, 1.6732632 * (jnp.exp(x) - 1))

    s = time_call(selu, jnp.ones(1000), repeats=5)
    assert isinstance(s, float) and s > 0
    # compute-bound work: close to a wall-clock figure on this CPU, first (compiling) call excluded
    big = jax.jit(lambda a: {"p": (a @ a).sum(), "q": [jnp.tanh(a @ a.T)]})
    a = jnp.ones((600, 600))
    t_wall = []
    for _ in range(5):
        t0 = time.perf_counter(); jax.block_until_ready(big(a)); t_wall.append(time.perf_counter() - t0)
    s_big = time_call(big, a, repeats=5)
    print("compute-bound: time_call", s_big, "wall median", statistics.median(t_wall))
    assert s_big > 0.2 * statistics.median(t_wall)

    def waits(x):
        time.sleep(0.05)          # stands for time spent waiting on a device
        return x + 1

    s_wait = time_call(waits, jnp.ones(3), repeats=5)
    print("waiting fn: time_call", s_wait, "wall-clock ~0.05")
    assert s_wait < 0.01
    print("verified")
