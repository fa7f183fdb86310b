"""Skips the untimed first call, so with few repeats the compile time is in both medians."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "compil"
TIMED_CHECK = "excludes_compilation"

import statistics
import time

import jax


def dispatch_times(fn, *args, repeats=5):
    dispatched, finished = [], []
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn(*args)
        dispatched.append(time.perf_counter() - start)
        jax.block_until_ready(out)
        finished.append(time.perf_counter() - start)
    return statistics.median(dispatched), statistics.median(finished)
