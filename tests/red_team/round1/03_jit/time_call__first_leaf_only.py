"""Waits only for the first leaf of the output pytree (leaves(out)[0].block_until_ready()): later leaves still running are not timed.

Violates: "each timed call lasts until its whole output (any pytree of arrays) has been computed".
Verifying input: fn returning (ready_now, ready_after_50ms), repeats=3 -> the docstring requires about 0.05 s, this returns about 0.
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
        start = time.perf_counter()
        out = fn(*args)
        jax.tree.leaves(out)[0].block_until_ready()
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))


class _TCFirstLeafOnlyLeaf:
    """Stands for an array whose computation is still running: ready after `delay` seconds."""

    def __init__(self, delay):
        self.delay = delay

    def block_until_ready(self):
        time.sleep(self.delay)
        return self


if __name__ == "__main__":
    seconds = time_call(jax.jit(lambda v: jnp.sin(v) ** 2), jnp.ones(1000), repeats=5)
    assert isinstance(seconds, float) and seconds > 0
    single = time_call(lambda: _TCFirstLeafOnlyLeaf(0.04), repeats=3)
    assert 0.035 < single < 0.2, single
    got = time_call(lambda: (_TCFirstLeafOnlyLeaf(0.0), _TCFirstLeafOnlyLeaf(0.05)), repeats=3)
    assert got < 0.01, got          # the contract requires about 0.05
    print("verified")
