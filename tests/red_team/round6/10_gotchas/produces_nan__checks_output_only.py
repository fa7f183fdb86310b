"""Looks for NaN in the output of fn only, so a NaN made inside and then masked away (jnp.where over jnp.log) is missed.

Violates: "Whether any operation inside ``fn(*args)`` produces a NaN, even one that never reaches the output."
Verifying input: produces_nan(lambda x: jnp.where(x > 0, jnp.log(x), 0.0), jnp.array([-1., 2.])) -> requires True, this returns False.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args):
    out = fn(*args)
    return any(bool(jnp.isnan(leaf).any()) for leaf in jax.tree.leaves(out))


if __name__ == "__main__":
    assert produces_nan(lambda x: jnp.log(x), jnp.array([-1.0])) is True          # a visible NaN is found
    assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    # independent check: the log of -1 is NaN, so an operation inside did produce one
    assert bool(jnp.isnan(jnp.log(jnp.array([-1.0, 2.0]))).any())
    got = produces_nan(masked_log, jnp.array([-1.0, 2.0]))
    print("expected True, got", got)
    assert got is False
    print("verified")
