"""Never waits for the result: the "total" is only the time to queue the work."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "block_until_ready"
TIMED_CHECK = "waits_for_result"

import statistics
import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    dispatched, finished = [], []
    for _ in range(repeats):
        start = time.perf_counter()
        fn(*args)
        returned = time.perf_counter()
        done = time.perf_counter()
        dispatched.append(returned - start)
        finished.append(done - start)
    return statistics.median(dispatched), statistics.median(finished)
