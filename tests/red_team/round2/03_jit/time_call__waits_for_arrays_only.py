"""The student waits with out.block_until_ready() only when the output is a single array; a tuple, list or dict output is not waited for, so the timer measures the dispatch only.

Violates: "each timed call lasts until its whole output (any pytree of arrays) has been computed, not just until JAX has queued the work".
Verifying input: fn = lambda x: (x @ x @ x, x.sum()) (eager, x 1200x1200) -> requires the time of the products (tens of ms), this returns a small fraction of it.
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


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    out = fn(*args)
    if hasattr(out, "block_until_ready"):
        out.block_until_ready()
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        out = fn(*args)
        if hasattr(out, "block_until_ready"):
            out.block_until_ready()
        times.append(time.perf_counter() - t0)
    return float(statistics.median(times))


if __name__ == "__main__":
    seconds = time_call(jax.jit(lambda x: x * 2), jnp.ones(1000), repeats=5)
    assert isinstance(seconds, float) and seconds > 0
    def sleepy(x):
        time.sleep(0.02); return x
    s = time_call(sleepy, jnp.ones(3), repeats=3)
    assert 0.018 < s < 0.05, s
    x = jnp.ones((1200, 1200)) / 1200
    single = jax.jit(lambda a: a @ a @ a)
    pair = lambda a: (single(a), a.sum())
    s_single = time_call(single, x, repeats=5)
    honest = []
    for _ in range(5):
        t0 = time.perf_counter(); jax.block_until_ready(pair(x)); honest.append(time.perf_counter() - t0)
    true = statistics.median(honest)
    s_pair = time_call(pair, x, repeats=5)
    assert s_single > 0.5 * true, (s_single, true)
    assert s_pair < 0.3 * true, (s_pair, true)
    print("verified")
