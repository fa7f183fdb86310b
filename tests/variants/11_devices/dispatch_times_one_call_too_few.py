"""Queues one call fewer than `repeats` but still divides by `repeats`: the per-call figures come out a little low."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "called fn 4 times; it should call it 5 times"

import time

import jax


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    start = time.perf_counter()
    outputs = [fn(*args) for _ in range(repeats - 1)]
    queued = time.perf_counter()
    jax.block_until_ready(outputs)
    ready = time.perf_counter()
    return (queued - start) / repeats, (ready - start) / repeats
