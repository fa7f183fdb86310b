"""Times each call's dispatch separately and blocks on its result before making the next call, so the calls are not queued back to back the way a training loop queues steps.

Violates: "each call is made without waiting for the result of the one before (the grader checks that). Only after the last call has returned, wait until every result exists"
Verifying input: a fn whose output is a logged pytree node (block_until_ready flattens it), repeats=3 -> requires the log call, wait, call, call, call, wait; this logs call, wait, call, wait, call, wait, call, wait (and with a slow jitted matmul every previous result is ready before the next call).
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "algorithm"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))                  # compile, untimed
    dispatch = 0.0
    start = time.perf_counter()
    for _ in range(repeats):
        t0 = time.perf_counter()
        out = fn(*args)
        dispatch += time.perf_counter() - t0
        jax.block_until_ready(out)
    total = time.perf_counter() - start
    return dispatch / repeats, total / repeats


if __name__ == "__main__":
    events = []

    @jax.tree_util.register_pytree_node_class
    class Logged:
        def __init__(self, x):
            self.x = x
        def tree_flatten(self):
            events.append("wait")                     # block_until_ready flattens its argument
            return (self.x,), None
        @classmethod
        def tree_unflatten(cls, aux, children):
            return cls(*children)

    def fn(x):
        events.append("call")
        return Logged(x + 1)

    dispatch_times(fn, jnp.ones(3), repeats=3)
    print("events:", events)
    first_timed = events.index("call", events.index("call") + 1)
    timed = events[first_timed:]
    # required: call call call, then wait(s)
    assert timed[:3] != ["call", "call", "call"]

    assert timed == ["call", "wait"] * 3

    a = jnp.ones((900, 900))
    slow_jit = jax.jit(lambda a: (a @ a @ a @ a).sum())
    previous, ready_at_call = [None], []

    def slow(a):
        if previous[0] is not None:
            ready_at_call.append(previous[0].is_ready())
        previous[0] = slow_jit(a)
        return previous[0]

    dispatch_times(slow, a, repeats=3)
    print("previous result already ready at each call:", ready_at_call)
    assert all(ready_at_call)
    # without the waits, a previous result of this slow fn is not ready when the next call is made
    jax.block_until_ready(slow_jit(a))
    queued = [slow_jit(a) for _ in range(2)]
    assert not queued[0].is_ready()
    jax.block_until_ready(queued)
    print("verified")
