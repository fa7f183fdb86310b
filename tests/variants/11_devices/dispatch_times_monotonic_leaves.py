"""Correct alternative: time.monotonic_ns, an explicit loop, and every leaf of every output waited on one by one."""
EXERCISE = "devices.dispatch_times"
VERDICT = "pass"

import time

import jax


def dispatch_times(fn, *args, repeats=5):
    for leaf in jax.tree_util.tree_leaves(fn(*args)):
        leaf.block_until_ready()
    outputs = []
    start = time.monotonic_ns()
    for _ in range(repeats):
        outputs.append(fn(*args))
    queued = time.monotonic_ns()
    for leaf in jax.tree_util.tree_leaves(outputs):
        leaf.block_until_ready()
    done = time.monotonic_ns()
    return (queued - start) / repeats / 1e9, (done - start) / repeats / 1e9
