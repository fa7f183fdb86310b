"""Times like `jit.time_call`: waits for each result before the next call, so Python never runs ahead of the device."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "waited between calls"
TIMED_CHECK = "queues_ahead"

import statistics
import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    dispatched, finished = [], []
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn(*args)
        returned = time.perf_counter()
        jax.block_until_ready(out)
        done = time.perf_counter()
        dispatched.append(returned - start)
        finished.append(done - start)
    return statistics.median(dispatched), statistics.median(finished)
