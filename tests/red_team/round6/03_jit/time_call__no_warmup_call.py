"""The student times every call from the first one, with no uncounted warm-up call, so the compiling first call is among the timed ones (and fn runs repeats times, not repeats + 1).

Violates: "the first call of ``fn`` (which may compile) is made but not counted"
Verifying input: fn that takes 300 ms on its first call and 1 ms afterwards, repeats=1 -> requires about 0.001 s from 2 calls, this returns about 0.3 s from 1 call.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "horizons"

import statistics
import time

import jax
import jax.numpy as jnp


def time_call(fn, *args, repeats=20):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - start)
    return statistics.median(times)


if __name__ == "__main__":
    calls = [0]

    def compiles_first(v):
        calls[0] += 1
        time.sleep(0.3 if calls[0] == 1 else 0.001)
        return v + 1

    got = time_call(compiles_first, jnp.ones(3), repeats=1)
    print(f"student {got:.4f} s after {calls[0]} call(s); required about 0.001 s after 2 calls")
    assert calls[0] == 1 and got > 0.2
    print("verified")
