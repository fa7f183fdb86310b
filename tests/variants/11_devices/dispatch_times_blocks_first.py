"""Blocks before reading the dispatch clock: "dispatch" then includes the whole computation."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "Read the dispatch clock right after"
TIMED_CHECK = "dispatch_is_queueing"

import statistics
import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    dispatched, finished = [], []
    for _ in range(repeats):
        start = time.perf_counter()
        out = jax.block_until_ready(fn(*args))
        returned = time.perf_counter()
        done = time.perf_counter()
        dispatched.append(returned - start)
        finished.append(done - start)
    return statistics.median(dispatched), statistics.median(finished)
