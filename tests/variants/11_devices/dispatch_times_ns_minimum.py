"""Nanosecond clock, but the minimum instead of the medians the docstring asks for (it was once graded as correct)."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "the fastest call (the minimum)"
TIMED_CHECK = "median_wall_time"

import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    pairs = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        out = fn(*args)
        returned = time.perf_counter_ns()
        jax.block_until_ready(out)
        pairs.append(((returned - start) / 1e9, (time.perf_counter_ns() - start) / 1e9))
    return min(p[0] for p in pairs), min(p[1] for p in pairs)
