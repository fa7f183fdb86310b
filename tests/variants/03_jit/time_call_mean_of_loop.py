"""Times the whole loop and divides by `repeats`: a mean, which one slow call drags up, not the median."""
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
    start = time.perf_counter()
    for _ in range(repeats):
        jax.block_until_ready(fn(*args))
    return (time.perf_counter() - start) / repeats
