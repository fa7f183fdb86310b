"""Fixes the fix-it by deleting @jax.jit so the boolean-mask indexing runs eagerly: right numbers, but the function is no longer jitted.

Violates: "The function stays jitted (keep the @jax.jit), so it must compile for any values of x of a given shape."
Verifying input: x = [1.0, -2.0, 3.0, -4.0] -> the docstring requires a jitted function, this is plain Python (and jax.jit(sum_negatives) raises NonConcreteBooleanIndexError).
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
import numpy as np


def sum_negatives(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return x[x < 0].sum()


if __name__ == "__main__":
    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2
    assert sum_negatives(jnp.array([[1, -2], [3, 4]], jnp.int32)).dtype == jnp.int32
    assert float(sum_negatives(jnp.array([jnp.inf, -1.0]))) == -1.0
    assert float(sum_negatives(jnp.zeros((0,)))) == 0.0
    assert not hasattr(sum_negatives, "lower")      # not jitted
    try:
        jax.jit(sum_negatives)(jnp.array([1.0, -2.0]))
    except Exception as error:
        assert "Boolean" in type(error).__name__ or "boolean" in str(error).lower(), error
    else:
        raise AssertionError("expected a tracer error under jit")
    print("verified")
