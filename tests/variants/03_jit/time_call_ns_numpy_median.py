"""Alternative: integer nanoseconds from time.perf_counter_ns and np.median."""
EXERCISE = "jit.time_call"
VERDICT = "pass"

import time
from collections.abc import Callable
from typing import Any

import numpy as np
import jax


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    jax.block_until_ready(fn(*args))
    durations_ns = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        jax.block_until_ready(fn(*args))
        durations_ns.append(time.perf_counter_ns() - start)
    return float(np.median(durations_ns)) / 1e9
