"""Correct: integer nanosecond wall clock (time.perf_counter_ns), jax.block_until_ready on the whole output pytree, statistics.median, seconds as a Python float.

Violates: nothing.
Verifying input: outputs ready late (a single leaf, the second leaf of a tuple, a dict), an outlier call, a slow first call with repeats=1, sleeping (non-CPU) waits, a real jitted function -> median of exactly repeats timed calls after one uncounted call, a Python float.
"""
EXERCISE = "jit.time_call"
VERDICT = "pass"
KIND = "style"

import statistics
import time
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    jax.block_until_ready(fn(*args))        # the first call may compile: not counted
    samples_ns = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        jax.block_until_ready(fn(*args))
        samples_ns.append(time.perf_counter_ns() - start)
    return statistics.median(samples_ns) / 1e9


class _TCCorrectLeaf:
    def __init__(self, delay):
        self.delay = delay

    def block_until_ready(self):
        time.sleep(self.delay)
        return self


if __name__ == "__main__":
    seconds = time_call(jax.jit(lambda v: jnp.sin(v) ** 2), jnp.ones(1000), repeats=5)
    assert isinstance(seconds, float) and seconds > 0
    t = time_call(lambda: _TCCorrectLeaf(0.03), repeats=3)
    assert isinstance(t, float) and 0.025 < t < 0.2, t
    t = time_call(lambda: (_TCCorrectLeaf(0.0), _TCCorrectLeaf(0.03)), repeats=3)
    assert 0.025 < t < 0.2, t
    t = time_call(lambda: {"a": jnp.zeros(2), "b": [_TCCorrectLeaf(0.03)]}, repeats=3)
    assert 0.025 < t < 0.2, t
    calls = []

    def _tc_correct_fn(x):
        calls.append(1)
        time.sleep(0.3 if len(calls) in (1, 3) else 0.005)   # slow first call, one outlier
        return x

    t = time_call(_tc_correct_fn, jnp.ones(3), repeats=5)
    assert len(calls) == 6 and t < 0.1, (len(calls), t)
    calls.clear()
    t = time_call(_tc_correct_fn, jnp.ones(3), repeats=1)
    assert len(calls) == 2 and t < 0.1, t
    print("verified")
