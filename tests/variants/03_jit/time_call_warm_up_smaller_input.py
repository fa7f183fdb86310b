"""Warms up on a one-element slice to save time: a new shape compiles a new program, so the timed call compiles."""
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
    small = [arg[:1] if getattr(arg, "ndim", 0) else arg for arg in args]
    jax.block_until_ready(fn(*small))
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))
