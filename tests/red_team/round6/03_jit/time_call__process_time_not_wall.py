"""The student times with time.process_time(), which counts only this process's CPU time, not time spent waiting (for a device, a sleep, another thread).

Violates: "the time is wall-clock time, including time spent waiting for a device."
Verifying input: fn = a function that waits 20 ms (time.sleep(0.02)) and returns jnp.ones(3), repeats=5 -> requires about 0.02 s, this returns about 0.0001 s.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "placement"

import statistics
import time

import jax
import jax.numpy as jnp


def time_call(fn, *args, repeats=20):
    jax.block_until_ready(fn(*args))
    times = []
    for _ in range(repeats):
        start = time.process_time()
        jax.block_until_ready(fn(*args))
        times.append(time.process_time() - start)
    return statistics.median(times)


if __name__ == "__main__":
    ones = jnp.ones(3)

    def waits_for_device(v):
        time.sleep(0.02)
        return v + 1

    got = time_call(waits_for_device, ones, repeats=5)
    print(f"student {got:.5f} s, wall-clock about 0.02 s")
    assert got < 0.01
    print("verified")
