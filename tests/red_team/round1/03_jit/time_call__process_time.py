"""Uses time.process_time() (CPU time of this process) instead of a wall clock: time spent waiting for a device is not counted.

Violates: "the time is wall-clock time, including time spent waiting for a device".
Verifying input: fn that waits 50 ms without using the CPU (time.sleep, as when waiting for an accelerator), repeats=3 -> the docstring requires about 0.05, this returns about 0.
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
    jax.block_until_ready(fn(*args))            # uncounted first call
    times = []
    for _ in range(repeats):
        start = time.process_time()
        jax.block_until_ready(fn(*args))
        times.append(time.process_time() - start)
    return float(statistics.median(times))


class _TCProcessTimeLeaf:
    """Stands for an array whose computation is still running: ready after `delay` seconds."""

    def __init__(self, delay):
        self.delay = delay

    def block_until_ready(self):
        time.sleep(self.delay)
        return self


if __name__ == "__main__":
    seconds = time_call(jax.jit(lambda v: jnp.sin(v) ** 2), jnp.ones(1000), repeats=5)
    assert isinstance(seconds, float) and seconds >= 0

    def _tc_pt_busy():
        end = time.perf_counter() + 0.03
        while time.perf_counter() < end:
            pass
        return jnp.zeros(())

    assert time_call(_tc_pt_busy, repeats=3) > 0.002   # busy CPU time is seen
    got = time_call(lambda: _TCProcessTimeLeaf(0.05), repeats=3)
    assert got < 0.01, got          # the contract requires about 0.05
    print("verified")
