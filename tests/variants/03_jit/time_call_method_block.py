"""Waits with the output's own `.block_until_ready()` method: fine for one array, an error for a tuple or dict."""
EXERCISE = "jit.time_call"
VERDICT = "fail"
MESSAGE = "any pytree of arrays"
TIMED_CHECK = "waits_for_result"

import statistics
import time
from collections.abc import Callable
from typing import Any


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    fn(*args).block_until_ready()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn(*args).block_until_ready()
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))
