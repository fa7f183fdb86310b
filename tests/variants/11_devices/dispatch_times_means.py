"""Returns the mean times, which one slow call drags up, where the exercise asks for medians."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "median"
TIMED_CHECK = "median_wall_time"

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
        jax.block_until_ready(out)
        finished.append(time.perf_counter() - start)
    return statistics.fmean(dispatched), statistics.fmean(finished)
