"""Correct, with the standard library's timeit: one warm-up call that blocks on the whole output, then timeit.Timer(...).repeat(repeat=repeats, number=1) with time.perf_counter timing each blocked call, and statistics.median of the list.

Verifying input: checked with functions of known durations (time.sleep: untimed first call 300 ms, timed calls 4/90/30/2/80 ms -> about 0.030 s, not the mean 0.041 or the fastest 0.002), call counts repeats + 1 for repeats 1, 5, 20, a pytree output (ready array, slow jitted product) timed like an honest perf_counter loop, a 20 ms sleep timed as >= 0.02 s wall-clock, an outlier call not moving the median, and a Python float result.
"""
EXERCISE = "jit.time_call"
VERDICT = "pass"
KIND = "style"

import statistics
import time
import timeit

import jax
import jax.numpy as jnp


def time_call(fn, *args, repeats=20):
    jax.block_until_ready(fn(*args))                  # the first call may compile: made, not counted
    timer = timeit.Timer(lambda: jax.block_until_ready(fn(*args)), timer=time.perf_counter)
    return float(statistics.median(timer.repeat(repeat=repeats, number=1)))


if __name__ == "__main__":
    durations = iter([0.3, 0.004, 0.090, 0.030, 0.002, 0.080])

    def known(v):
        time.sleep(next(durations))
        return v + 1

    got = time_call(known, jnp.ones(3), repeats=5)
    print(f"known durations: {got:.4f} s (median 0.030, mean 0.041, fastest 0.002)")
    assert isinstance(got, float) and 0.0295 < got < 0.038

    for repeats in (1, 5, 20):
        calls = [0]

        def counted(v):
            calls[0] += 1
            return v * 2

        time_call(counted, jnp.ones(3), repeats=repeats)
        assert calls[0] == repeats + 1

    heavy = jax.jit(lambda a: (a @ a @ a).sum())
    a = jnp.ones((900, 900)); step = jnp.zeros(())

    def pytree_out(a):
        return {"a_step": step, "b_loss": heavy(a), "c": [step]}

    def honest(fn, *args, repeats):
        jax.block_until_ready(fn(*args))
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            jax.block_until_ready(fn(*args))
            times.append(time.perf_counter() - start)
        return statistics.median(times)

    got = time_call(pytree_out, a, repeats=8)
    truth = honest(pytree_out, a, repeats=8)
    print(f"pytree output: {got * 1e3:.1f} ms, honest {truth * 1e3:.1f} ms")
    assert 0.5 * truth < got < 2 * truth

    def sleeps(v):
        time.sleep(0.02)
        return v

    assert time_call(sleeps, jnp.ones(3), repeats=3) >= 0.02

    calls = [0]

    def hiccup(v):
        calls[0] += 1
        time.sleep(0.3 if calls[0] == 4 else 0.001)
        return v

    assert time_call(hiccup, jnp.ones(3), repeats=9) < 0.01
    seconds = time_call(jax.jit(lambda v: jnp.sin(v) ** 2), jnp.ones(1000), repeats=5)
    assert isinstance(seconds, float) and seconds > 0
    print("verified")
