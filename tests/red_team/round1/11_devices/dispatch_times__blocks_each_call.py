"""Waits for every timed call's result before making the next call (``block_until_ready`` inside the loop), so nothing is ever queued ahead.

Violates: "each call is made without waiting for the result of the one before (the grader checks that)".
Verifying input: dispatch_times(tracking_fn, a, repeats=3), tracking_fn recording whether the previous result was ready when it is called -> the docstring requires it not ready (queued), this has it ready every time.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "beyond"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    start = time.perf_counter()
    dispatch = 0.0
    for _ in range(repeats):
        t0 = time.perf_counter()
        out = fn(*args)
        dispatch += time.perf_counter() - t0
        jax.block_until_ready(out)  # keep the device honest
    total = time.perf_counter() - start
    return dispatch / repeats, total / repeats


if __name__ == "__main__":
    d, t = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
    assert 0 < d <= t and isinstance(d, float) and isinstance(t, float)
    slow = jax.jit(lambda a: ((a @ a) @ a) @ a)
    a = jnp.ones((900, 900)) / 900
    outs, ready_at_call = [], []

    def tracking_fn(x):
        if outs:
            ready_at_call.append(outs[-1].is_ready())
        out = slow(x)
        outs.append(out)
        return out

    dispatch_times(tracking_fn, a, repeats=3)
    assert len(ready_at_call) == 3 and all(ready_at_call), ready_at_call
    print("verified")
