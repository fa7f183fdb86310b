"""Waits for the first array of the output only: the rest may still be computing when the clock stops."""
EXERCISE = "jit.time_call"
VERDICT = "fail"
MESSAGE = "every array"
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
        out = fn(*args)
        jax.tree.leaves(out)[0].block_until_ready()
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))
