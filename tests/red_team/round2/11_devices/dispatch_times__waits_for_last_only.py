"""After the timed calls, waits only for the last call's result, assuming the earlier ones finished before it.

Violates: "Only after the last call has returned, wait until every result exists (``fn`` may return any pytree of arrays)".
Verifying input: fn = jax.jit(lambda x: (x + 1, x * 2)), repeats 5, with jax.block_until_ready recorded -> the docstring requires waiting on all 5 results (10 arrays), this waits on 1 result (2 arrays).
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
    for _ in range(repeats):
        out = fn(*args)
    queued = time.perf_counter()
    jax.block_until_ready(out)  # the device runs calls in order: the last one done means all done
    done = time.perf_counter()
    return (queued - start) / repeats, (done - start) / repeats


if __name__ == "__main__":
    d, t = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
    assert 0 < d <= t and isinstance(d, float) and isinstance(t, float)
    waited = []
    real = jax.block_until_ready

    def recording(tree):
        waited.append(len(jax.tree.leaves(tree)))
        return real(tree)

    jax.block_until_ready = recording
    try:
        dispatch_times(jax.jit(lambda x: (x + 1, x * 2)), jnp.ones(10), repeats=5)
    finally:
        jax.block_until_ready = real
    assert waited[-1] == 2 and sum(waited[1:]) < 10, waited
    print("verified")
