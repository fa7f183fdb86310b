"""The student waits for the results with out.block_until_ready(), a method of a single JAX array, so a function that returns a tuple or dict of arrays makes the call fail.

Violates: "``fn`` may return any pytree of arrays"
Verifying input: dispatch_times(jax.jit(lambda x: (jnp.sin(x), jnp.cos(x))), jnp.ones(1000)) must return two positive floats; this raises AttributeError ('tuple' object has no attribute 'block_until_ready').
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "admitted"

import time

import jax
import jax.numpy as jnp
import numpy as np


def dispatch_times(fn, *args, repeats=5):
    fn(*args).block_until_ready()
    outs = []
    start = time.perf_counter()
    for _ in range(repeats):
        outs.append(fn(*args))
    queued = time.perf_counter()
    for out in outs:
        out.block_until_ready()
    done = time.perf_counter()
    return (queued - start) / repeats, (done - start) / repeats


if __name__ == "__main__":
    raised = False
    try:
        dispatch_times(jax.jit(lambda x: (jnp.sin(x), jnp.cos(x))), jnp.ones(1000))
    except AttributeError as e:
        raised = True
        print("raised", e)
    assert raised

    dispatch, total = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
    assert 0 < dispatch <= total
    print("ok: flaw shows")
