"""Makes the untimed compile call but does not wait for it, so its execution is still running when the timer starts and is counted in the total.

Violates: "A first, untimed call compiles ``fn`` and is not counted".
Verifying input: a jitted fn doing ~0.2 s of matmuls, repeats 1 -> the docstring requires total about the time of one call, this returns about two calls' time.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "beyond"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    fn(*args)  # compile (untimed)
    start = time.perf_counter()
    outs = [fn(*args) for _ in range(repeats)]
    queued = time.perf_counter()
    jax.block_until_ready(outs)
    done = time.perf_counter()
    return (queued - start) / repeats, (done - start) / repeats


def _dt_reference(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    start = time.perf_counter()
    outs = [fn(*args) for _ in range(repeats)]
    queued = time.perf_counter()
    jax.block_until_ready(outs)
    return (queued - start) / repeats, (time.perf_counter() - start) / repeats


if __name__ == "__main__":
    d, t = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
    assert 0 < d <= t
    a = jnp.ones((1000, 1000)) / 1000
    slow = jax.jit(lambda a: jax.lax.fori_loop(0, 8, lambda i, b: jnp.tanh(b @ a), a))
    jax.block_until_ready(slow(a))  # compile once so both versions' first call only runs
    ratios = []
    for _ in range(3):
        _, ref_total = _dt_reference(slow, a, repeats=1)
        _, total = dispatch_times(slow, a, repeats=1)
        ratios.append(total / ref_total)
    print(ratios)
    assert sorted(ratios)[1] > 1.3, ratios
    print("verified")
