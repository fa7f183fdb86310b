"""Waits for the first array of a tuple output only: the total stops before the slow part is done."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "every array"
TIMED_CHECK = "waits_for_result"

import statistics
import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    dispatched, finished = [], []
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn(*args)
        dispatched.append(time.perf_counter() - start)
        first = out[0] if isinstance(out, (tuple, list)) else out
        jax.block_until_ready(first)
        finished.append(time.perf_counter() - start)
    return statistics.median(dispatched), statistics.median(finished)
