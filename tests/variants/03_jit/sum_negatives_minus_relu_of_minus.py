"""The student writes the sum of negatives as ``-sum(relu(-x))``; for int32 the negation of -2**31 wraps back to -2**31, relu turns it into 0, and that entry is lost."""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
MESSAGE = '[edge_cases] wrong values for sum_negatives(x=array([-2147483648'

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return -jnp.sum(jax.nn.relu(-x))
