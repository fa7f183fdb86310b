"""Times each call without waiting for its result (no jax.block_until_ready): it measures how fast work is queued, not computed.

Violates: "each timed call lasts until its whole output (any pytree of arrays) has been computed, not just until JAX has queued the work".
Verifying input: fn returning an output that is ready only 50 ms after the call returns, repeats=3 -> the docstring requires about 0.05 s, this returns about 0.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "beyond"

import statistics
import time
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    fn(*args)                       # warm-up (compiles)
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn(*args)
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))


class _TCNoBlockLeaf:
    """Stands for an array whose computation is still running: ready after `delay` seconds."""

    def __init__(self, delay):
        self.delay = delay

    def block_until_ready(self):
        time.sleep(self.delay)
        return self


if __name__ == "__main__":
    seconds = time_call(jax.jit(lambda v: jnp.sin(v) ** 2), jnp.ones(1000), repeats=5)
    assert isinstance(seconds, float) and seconds > 0
    t = time_call(lambda: time.sleep(0.02), repeats=3)
    assert 0.015 < t < 0.2, t
    got = time_call(lambda: _TCNoBlockLeaf(0.05), repeats=3)
    assert got < 0.01, got          # the contract requires about 0.05
    print("verified")
