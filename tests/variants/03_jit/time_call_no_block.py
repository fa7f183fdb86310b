"""Stops the clock as soon as fn returns, which with async dispatch is before the work is done."""
EXERCISE = "jit.time_call"
VERDICT = "fail"
MESSAGE = "block_until_ready"
TIMED_CHECK = "waits_for_result"

import statistics
import time
from collections.abc import Callable
from typing import Any

import jax


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    jax.block_until_ready(fn(*args))
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn(*args)
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))
