"""The student writes the sum of negatives as ``-sum(relu(-x))``; for int32 the negation of -2**31 wraps back to -2**31, relu turns it into 0, and that entry is lost.

Violates: "x: a numeric array of any shape (float or int; empty allowed), integers past 2**24 included" / "the sum of all entries below zero"
Verifying input: x = jnp.array([-2**31, 5], jnp.int32) -> requires -2147483648 (int32), this returns 0.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return -jnp.sum(jax.nn.relu(-x))


if __name__ == "__main__":
    import numpy as np

    def ref(x):
        x = np.asarray(x)
        return x[x < 0].sum(dtype=x.dtype)

    cases = [jnp.array([1.0, -2.0, 3.0, -4.0]), jnp.array([[1, -2], [3, 4]]), jnp.zeros((0,)),
             jnp.zeros((0, 3), jnp.int32), jnp.array([5, 6], jnp.int32),
             jnp.array([-(2**25) - 1, -(2**30), 7], jnp.int32), jnp.array([2**31 - 1, -3], jnp.int32),
             jax.random.normal(jax.random.key(0), (10, 10)), jnp.array([-jnp.inf, 1.0]), jnp.array(-3.5)]
    for x in cases:
        got = sum_negatives(x)
        assert got.shape == () and got.dtype == x.dtype, (got.dtype, x.dtype)
        np.testing.assert_allclose(np.asarray(got), ref(x), rtol=1e-6)
    bad = jnp.array([-2**31, 5], jnp.int32)
    got = sum_negatives(bad)
    print("got", int(got), "expected", int(ref(bad)))
    assert int(got) == 0 and int(ref(bad)) == -2**31
    print("verified")
