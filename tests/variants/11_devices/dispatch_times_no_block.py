"""Never waits for the results: the "total" is only the time to queue the work."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "were still being computed"
TIMED_CHECK = "waits_for_result"

import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    start = time.perf_counter()
    [fn(*args) for _ in range(repeats)]
    queued = time.perf_counter()
    done = time.perf_counter()
    return (queued - start) / repeats, (done - start) / repeats
