"""Picks the element at index (n - 1) // 2 of the sorted times: the median for an odd count, the lower of the two
middle calls for an even one."""
EXERCISE = "jit.time_call"
VERDICT = "fail"
MESSAGE = "lower of the two middle calls"
TIMED_CHECK = "median_wall_time"

import time
from collections.abc import Callable
from typing import Any

import jax
import numpy as np


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    jax.block_until_ready(fn(*args))
    seconds = np.empty(repeats)
    for i in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        seconds[i] = time.perf_counter() - start
    return float(np.sort(seconds)[(repeats - 1) // 2])
