"""Times the warm-up call too and returns the mean, so the compile time is spread into the result."""
EXERCISE = "jit.time_call"
VERDICT = "fail"
MESSAGE = "compil"
TIMED_CHECK = "excludes_compilation"

import time
from collections.abc import Callable
from typing import Any

import jax


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    start = time.perf_counter()
    for _ in range(repeats + 1):
        jax.block_until_ready(fn(*args))
    return (time.perf_counter() - start) / (repeats + 1)
