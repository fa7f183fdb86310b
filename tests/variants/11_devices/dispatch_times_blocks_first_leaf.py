"""Waits for the first array of each tuple output only: the total stops before the slow part is done."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "every output is ready"
TIMED_CHECK = "waits_for_result"

import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    start = time.perf_counter()
    outputs = [fn(*args) for _ in range(repeats)]
    queued = time.perf_counter()
    for out in outputs:
        jax.block_until_ready(out[0] if isinstance(out, (tuple, list)) else out)
    done = time.perf_counter()
    return (queued - start) / repeats, (done - start) / repeats
