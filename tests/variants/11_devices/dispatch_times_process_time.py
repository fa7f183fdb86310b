"""Uses the process's CPU time as its clock: time spent waiting is not counted."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "wall-clock"
TIMED_CHECK = "wall_time_per_call"

import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    start = time.process_time()
    outputs = [fn(*args) for _ in range(repeats)]
    queued = time.process_time()
    jax.block_until_ready(outputs)
    done = time.process_time()
    dispatch, total = (queued - start) / repeats, (done - start) / repeats
    return max(dispatch, 1e-9), max(total, 2e-9)
