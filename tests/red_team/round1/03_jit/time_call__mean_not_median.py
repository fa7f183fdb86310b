"""Returns the mean of the timed calls instead of their median: one slow outlier call drags the figure up.

Violates: "The median (not the mean, not the fastest) of the repeats timed calls, in seconds".
Verifying input: fn whose 2nd timed call takes 0.3 s and the others 0.01 s, repeats=5 -> the docstring requires about 0.01, this returns about 0.07.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "algorithm"

import statistics
import time
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    jax.block_until_ready(fn(*args))            # uncounted first call
    total = 0.0
    for _ in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        total += time.perf_counter() - start
    return total / repeats


class _TCMeanNotMedianLeaf:
    """Stands for an array whose computation is still running: ready after `delay` seconds."""

    def __init__(self, delay):
        self.delay = delay

    def block_until_ready(self):
        time.sleep(self.delay)
        return self


if __name__ == "__main__":
    seconds = time_call(jax.jit(lambda v: jnp.sin(v) ** 2), jnp.ones(1000), repeats=5)
    assert isinstance(seconds, float) and seconds > 0
    calls = []

    def _tc_mm_fn():
        calls.append(1)
        time.sleep(0.3 if len(calls) == 3 else 0.01)   # call 1 is the uncounted one
        return jnp.zeros(())

    got = time_call(_tc_mm_fn, repeats=5)
    assert len(calls) == 6
    assert got > 0.05, got          # the median is about 0.01
    print("verified")
