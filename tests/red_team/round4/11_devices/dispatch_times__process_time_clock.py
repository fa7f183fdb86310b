"""The student times the calls with `time.process_time()` (CPU time of the process) instead of a wall clock, so time the host spends waiting (for the device, or in a sleeping or blocking `fn`) is not counted.

Violates: "Use a wall clock, not CPU time, which stops while the host waits."
Verifying input: fn = a plain Python function that sleeps 0.05 s and returns jnp.ones(3), repeats 3 -> requires dispatch and total of about 0.05 s per call, this returns about 0.0 for both.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "beyond"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))          # compile, untimed
    start = time.process_time()
    results = [fn(*args) for _ in range(repeats)]
    dispatched = time.process_time()
    jax.block_until_ready(results)
    done = time.process_time()
    return (dispatched - start) / repeats, (done - start) / repeats


if __name__ == "__main__":
    dispatch, total = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
    assert 0 <= dispatch <= total
    # a heavy jitted function on the CPU keeps the process busy: both clocks agree roughly
    heavy = jax.jit(lambda m: jnp.linalg.matrix_power(m, 64))
    m = jnp.eye(400) * 0.999
    d, t = dispatch_times(heavy, m, repeats=4)
    print("heavy jitted fn: dispatch", round(d, 5), "total", round(t, 5))
    assert t > 0 and d <= t
    # pytree outputs are fine
    d, t = dispatch_times(jax.jit(lambda x: {"a": x * 2, "b": (x + 1,)}), jnp.ones(10))
    assert 0 <= d <= t

    # the flaw: the host sleeps/waits, CPU time stops
    def slow(x):
        time.sleep(0.05)
        return x + 1

    d, t = dispatch_times(slow, jnp.ones(3), repeats=3)
    print("sleeping fn: required about 0.05 s per call, got dispatch", d, "total", t)
    assert t < 0.02
    print("verified")
