"""Warms up with `jax.eval_shape`, which traces but does not compile: the first timed call still compiles."""
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
    jax.eval_shape(fn, *args)  # "warm-up" without running anything
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))
