"""Returns the elapsed times of all the calls together, not per call."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "divided by `repeats`"
TIMED_CHECK = "waits_for_result"

import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    start = time.perf_counter()
    outputs = [fn(*args) for _ in range(repeats)]
    queued = time.perf_counter()
    jax.block_until_ready(outputs)
    done = time.perf_counter()
    return queued - start, done - start
