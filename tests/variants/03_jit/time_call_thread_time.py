"""Reads this thread's CPU time, which stops while the thread waits for the result."""
EXERCISE = "jit.time_call"
VERDICT = "fail"
MESSAGE = "wall-clock"
TIMED_CHECK = "median_wall_time"

import statistics
import time
from collections.abc import Callable
from typing import Any

import jax


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    jax.block_until_ready(fn(*args))
    times = []
    for _ in range(repeats):
        start = time.thread_time_ns()
        jax.block_until_ready(fn(*args))
        times.append((time.thread_time_ns() - start) / 1e9)
    return max(float(statistics.median(times)), 1e-9)
