"""Correct: integer nanosecond wall-clock stamps (time.perf_counter_ns), the outputs collected in a list and waited for once with jax.block_until_ready on that list.

Verifying input: a logged-pytree fn (calls back to back, one untimed warm-up, waits only after the last timed call), a fn whose first call takes 0.3 s (excluded), a 20 ms sleeping Python fn (total ~0.02 per call on the wall clock, dispatch ~ total), a slow jitted matmul (dispatch a small fraction of total), dict/tuple outputs, repeats=1; both results Python floats with 0 < dispatch <= total.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "pass"
KIND = "style"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))                  # compile; not timed
    t0 = time.perf_counter_ns()
    outputs = [fn(*args) for _ in range(repeats)]
    t1 = time.perf_counter_ns()
    jax.block_until_ready(outputs)
    t2 = time.perf_counter_ns()
    return (t1 - t0) / 1e9 / repeats, (t2 - t0) / 1e9 / repeats


if __name__ == "__main__":
    events = []

    @jax.tree_util.register_pytree_node_class
    class Logged:
        def __init__(self, x):
            self.x = x
        def tree_flatten(self):
            events.append("wait")
            return (self.x,), None
        @classmethod
        def tree_unflatten(cls, aux, children):
            return cls(*children)

    def logged(x):
        events.append("call")
        return Logged(x + 1)

    dispatch_times(logged, jnp.ones(3), repeats=4)
    first_timed = events.index("call", events.index("call") + 1)
    assert events[:first_timed] == ["call", "wait"]
    assert events[first_timed:first_timed + 4] == ["call"] * 4 and set(events[first_timed + 4:]) == {"wait"}, events

    x = jnp.ones(3)
    calls = [0]
    def compiles_first(x):
        calls[0] += 1
        time.sleep(0.3 if calls[0] == 1 else 0.001)
        return x + 1
    d, t = dispatch_times(compiles_first, x, repeats=5)
    assert calls[0] == 6 and t < 0.05, (calls, t)

    def sleepy(x):
        time.sleep(0.02)
        return x + 1
    d, t = dispatch_times(sleepy, x, repeats=3)
    assert isinstance(d, float) and isinstance(t, float)
    assert 0.019 < t < 0.1 and d / t > 0.9, (d, t)

    a = jnp.ones((900, 900))
    slow = jax.jit(lambda a: (a @ a @ a @ a).sum())
    d, t = dispatch_times(slow, a, repeats=3)
    assert 0 < d <= t and d / t < 0.3, (d, t)

    d, t = dispatch_times(jax.jit(lambda x: {"s": jnp.sin(x), "c": (jnp.cos(x), x * 2)}), jnp.ones(1000), repeats=1)
    assert 0 < d <= t
    d, t = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
    assert 0 < d <= t
    print("verified")
