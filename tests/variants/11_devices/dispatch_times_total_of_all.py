"""Returns totals over all repeats instead of per-call medians."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "median per call"
TIMED_CHECK = "waits_for_result"

import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    dispatch = total = 0.0
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn(*args)
        dispatch += time.perf_counter() - start
        jax.block_until_ready(out)
        total += time.perf_counter() - start
    return dispatch, total
