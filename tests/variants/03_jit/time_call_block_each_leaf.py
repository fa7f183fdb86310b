"""Alternative: waits on every array leaf of the output with its block_until_ready method."""
EXERCISE = "jit.time_call"
VERDICT = "pass"

import statistics
import time
from collections.abc import Callable
from typing import Any

import jax


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    def wait(out: Any) -> None:
        for leaf in jax.tree.leaves(out):
            if isinstance(leaf, jax.Array):
                leaf.block_until_ready()

    wait(fn(*args))
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        wait(fn(*args))
        times.append(time.perf_counter() - start)
    return statistics.median(times)
