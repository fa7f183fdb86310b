"""Waits only for the last call's result, so the other timed calls measure dispatch alone."""
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
    out = None
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn(*args)
        times.append(time.perf_counter() - start)
    jax.block_until_ready(out)
    return float(statistics.median(times))
