"""Starts the clock before the first call, so the first (compiling) call is timed and counted, and no untimed warm-up call is made.

Violates: "A first, untimed call compiles ``fn`` and is not counted."
Verifying input: a fn whose first call takes 0.3 s (as compilation does) and later calls ~1 ms, repeats=5 -> requires per-call figures of about 1 ms and 6 calls, this returns over 60 ms and makes 5 calls.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "algorithm"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    start = time.perf_counter()
    outs = [fn(*args) for _ in range(repeats)]
    queued = time.perf_counter()
    jax.block_until_ready(outs)
    done = time.perf_counter()
    return (queued - start) / repeats, (done - start) / repeats


if __name__ == "__main__":
    x = jnp.ones(3)
    jax.block_until_ready(x + 1)
    calls = [0]

    def compiles_first(x):
        calls[0] += 1
        time.sleep(0.3 if calls[0] == 1 else 0.001)
        return x + 1

    dispatch, total = dispatch_times(compiles_first, x, repeats=5)
    print("calls", calls[0], "dispatch", dispatch, "total", total)
    assert calls[0] == 5 and dispatch > 0.05
    print("verified")
