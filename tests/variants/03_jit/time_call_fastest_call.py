"""Returns the fastest call (the minimum), not the median the exercise asks for."""
EXERCISE = "jit.time_call"
VERDICT = "fail"
MESSAGE = "median"
TIMED_CHECK = "median_wall_time"

import time
from collections.abc import Callable
from typing import Any

import jax


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    jax.block_until_ready(fn(*args))
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        best = min(best, time.perf_counter() - start)
    return best
