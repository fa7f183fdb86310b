"""Alternative: integer nanoseconds, every leaf waited on with `jax.tree.map`, the median by sorting."""
EXERCISE = "jit.time_call"
VERDICT = "pass"

import time
from collections.abc import Callable
from typing import Any

import jax


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    def run() -> None:
        jax.tree.map(lambda leaf: leaf.block_until_ready(), fn(*args))

    run()
    durations = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        run()
        durations.append(time.perf_counter_ns() - start)
    durations.sort()
    middle = len(durations) // 2
    median = durations[middle] if len(durations) % 2 else (durations[middle - 1] + durations[middle]) / 2
    return median * 1e-9
