"""Each timed call first waits for whatever the call before left running, on the clock: the first timed call pays for the untimed warm-up's run, which shows when `repeats` is 1."""
EXERCISE = "jit.time_call"
VERDICT = "fail"
MESSAGE = "once that work is done"
TIMED_CHECK = "excludes_compilation"

import statistics
import time

import jax


def time_call(fn, *args, repeats=20):
    pending = fn(*args)  # warm-up: compiles, not counted
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(pending)  # start from an idle device...
        pending = fn(*args)
        jax.block_until_ready(pending)  # ...but the wait was on this call's clock
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))
