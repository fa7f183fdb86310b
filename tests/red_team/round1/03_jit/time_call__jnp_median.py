"""Takes the median with jnp.median over a jnp array of times: the result is a 0-d jax.Array (float32), not a Python float.

Violates: "Returns: The median ... of the repeats timed calls, in seconds, as a Python float."
Verifying input: time_call(jax.jit(jnp.sin), jnp.ones(100), repeats=3) -> the docstring requires a Python float, this returns a jax.Array.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "returns"

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
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - start)
    return jnp.median(jnp.array(times))


class _TCJnpMedianLeaf:
    """Stands for an array whose computation is still running: ready after `delay` seconds."""

    def __init__(self, delay):
        self.delay = delay

    def block_until_ready(self):
        time.sleep(self.delay)
        return self


if __name__ == "__main__":
    seconds = time_call(jax.jit(lambda v: jnp.sin(v) ** 2), jnp.ones(1000), repeats=5)
    assert seconds > 0 and float(seconds) > 0
    t = time_call(lambda: _TCJnpMedianLeaf(0.03), repeats=3)
    assert 0.025 < float(t) < 0.2, t
    got = time_call(jax.jit(jnp.sin), jnp.ones(100), repeats=3)
    assert not isinstance(got, float) and isinstance(got, jax.Array), type(got)   # contract: float
    print("verified")
