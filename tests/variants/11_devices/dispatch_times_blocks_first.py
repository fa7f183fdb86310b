"""Queues the calls, but reads the dispatch clock only after waiting: "dispatch" then includes the whole computation."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "Read the dispatch clock as soon as the last call has returned"
TIMED_CHECK = "dispatch_is_queueing"

import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    start = time.perf_counter()
    outputs = [fn(*args) for _ in range(repeats)]
    jax.block_until_ready(outputs)
    queued = time.perf_counter()
    done = time.perf_counter()
    return (queued - start) / repeats, (done - start) / repeats
