"""Makes no uncounted first call: the first timed call includes compilation, which shows whenever repeats is small.

Violates: "the first call of fn (which may compile) is made but not counted".
Verifying input: fn whose first call takes 0.3 s (compiling) and later calls 0.005 s, repeats=1 -> the docstring requires about 0.005, this returns about 0.3.
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
    # With 20 repeats the median ignores the one slow compiling call anyway.
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))


class _TCCountsFirstCallLeaf:
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

    def _tc_cf_fn():
        calls.append(1)
        time.sleep(0.3 if len(calls) == 1 else 0.005)
        return jnp.zeros(())

    assert time_call(_tc_cf_fn, repeats=9) < 0.1     # the median hides it here
    calls.clear()
    got = time_call(_tc_cf_fn, repeats=1)
    assert len(calls) == 1 and got > 0.25, got        # the contract requires about 0.005 (2 calls)
    print("verified")
