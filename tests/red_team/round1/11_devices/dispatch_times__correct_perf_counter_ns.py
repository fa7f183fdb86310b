"""Correct: integer nanosecond wall clock (``time.perf_counter_ns``), results kept in a list and waited for with one ``jax.block_until_ready`` of the whole list.

Violates: nothing (correct solution).
Verifying input: a slow jitted fn (calls queued: previous result not ready at call time), a pytree-returning fn (every leaf ready on return), a sleeping Python fn (wall clock, per call), call count repeats + 1.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "pass"
KIND = "style"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))  # compile, untimed
    results = []
    t0 = time.perf_counter_ns()
    for _ in range(repeats):
        results.append(fn(*args))
    t1 = time.perf_counter_ns()
    jax.block_until_ready(results)
    t2 = time.perf_counter_ns()
    return (t1 - t0) / 1e9 / repeats, (t2 - t0) / 1e9 / repeats


if __name__ == "__main__":
    d, t = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
    assert 0 < d <= t and type(d) is float and type(t) is float
    slow = jax.jit(lambda a: ((a @ a) @ a) @ a)
    cheap = jax.jit(lambda a: a[0, 0] * 2)
    a = jnp.ones((900, 900)) / 900
    outs, ready_at_call = [], []

    def tracking_fn(x):
        if outs:
            ready_at_call.append(all(l.is_ready() for l in jax.tree.leaves(outs[-1])))
        out = {"loss": cheap(x), "big": [slow(x)]}
        outs.append(out)
        return out

    d, t = dispatch_times(tracking_fn, a, repeats=3)
    assert len(outs) == 4 and not any(ready_at_call[1:]), ready_at_call
    assert all(l.is_ready() for o in outs for l in jax.tree.leaves(o))
    assert d < t
    double = jax.jit(lambda x: 2 * x)

    def sleepy(x):
        time.sleep(0.03)
        return double(x)

    d, t = dispatch_times(sleepy, jnp.ones(2), repeats=4)
    assert 0.025 < d <= t < 0.1, (d, t)
    print("verified")
