"""Waits with each output's `.block_until_ready()` method, which a tuple or dict of arrays does not have."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "any pytree of arrays"
TIMED_CHECK = "waits_for_result"

import time


def dispatch_times(fn, *args, repeats=5):
    fn(*args).block_until_ready()
    start = time.perf_counter()
    outputs = [fn(*args) for _ in range(repeats)]
    queued = time.perf_counter()
    for out in outputs:
        out.block_until_ready()
    done = time.perf_counter()
    return (queued - start) / repeats, (done - start) / repeats
