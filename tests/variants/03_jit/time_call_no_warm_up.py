"""Skips the warm-up call, so the first (compiling) call is one of the timed ones."""
EXERCISE = "jit.time_call"
VERDICT = "fail"
MESSAGE = "compil"
TIMED_CHECK = "excludes_compilation"

import statistics
import time
from collections.abc import Callable
from typing import Any

import jax


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))
