"""Waits with the output's `.block_until_ready()` method, which a tuple or dict of arrays does not have."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "any pytree of arrays"
TIMED_CHECK = "waits_for_result"

import statistics
import time


def dispatch_times(fn, *args, repeats=5):
    fn(*args).block_until_ready()
    dispatched, finished = [], []
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn(*args)
        dispatched.append(time.perf_counter() - start)
        out.block_until_ready()
        finished.append(time.perf_counter() - start)
    return statistics.median(dispatched), statistics.median(finished)
