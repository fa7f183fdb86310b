"""Uses the process's CPU time as its clock: time spent waiting is not counted."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "wall-clock"
TIMED_CHECK = "median_wall_time"

import statistics
import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    dispatched, finished = [], []
    for _ in range(repeats):
        start = time.process_time()
        out = fn(*args)
        dispatched.append(time.process_time() - start)
        jax.block_until_ready(out)
        finished.append(time.process_time() - start)
    dispatch, total = statistics.median(dispatched), statistics.median(finished)
    return max(dispatch, 1e-9), max(total, 2e-9)
