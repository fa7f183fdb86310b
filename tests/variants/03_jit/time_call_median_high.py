"""Takes `statistics.median_high`, which for an even number of calls is the upper of the two middle ones: not the
median, the mean of the two."""
EXERCISE = "jit.time_call"
VERDICT = "fail"
MESSAGE = "upper of the two middle calls"
TIMED_CHECK = "median_wall_time"

import statistics
import time
from collections.abc import Callable
from typing import Any

import jax


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    jax.block_until_ready(fn(*args))
    seconds = []
    for _ in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        seconds.append(time.perf_counter() - start)
    return float(statistics.median_high(seconds))
