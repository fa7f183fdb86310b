"""A leftover `xs.sort(axis=0)` (meant as a look at the sorted steps): a no-op on JAX arrays, an
in-place sort of a NumPy input, which the edge cases happen to give already sorted."""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
MESSAGE = "modified its input"

import jax.numpy as jnp
from jax import lax


def running_sum(xs):
    xs.sort(axis=0)

    def step(total, row):
        total = total + row
        return total, total

    _, sums = lax.scan(step, jnp.zeros_like(xs[0]), xs)
    return sums
