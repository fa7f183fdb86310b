"""Reads the process's CPU time: a call that waits (for a device, a disk, another thread) seems free."""
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
        start = time.process_time()
        jax.block_until_ready(fn(*args))
        times.append(time.process_time() - start)
    return float(statistics.median(times)) or 1e-9
