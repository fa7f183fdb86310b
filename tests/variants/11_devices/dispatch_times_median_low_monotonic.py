"""Alternative: time.monotonic_ns, statistics.median_low, and every leaf waited on one by one."""
EXERCISE = "devices.dispatch_times"
VERDICT = "pass"

import statistics
import time

import jax


def dispatch_times(fn, *args, repeats=5):
    def wait(tree):
        for leaf in jax.tree_util.tree_leaves(tree):
            leaf.block_until_ready()

    wait(fn(*args))
    dispatched, finished = [], []
    for _ in range(repeats):
        start = time.monotonic_ns()
        out = fn(*args)
        returned = time.monotonic_ns()
        wait(out)
        done = time.monotonic_ns()
        dispatched.append(returned - start)
        finished.append(done - start)
    return statistics.median_low(dispatched) / 1e9, statistics.median_low(finished) / 1e9
