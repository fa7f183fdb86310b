"""Counts the top-level equations only: what happens inside jit, cond and scan is missed."""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
MESSAGE = "wrong counts"

from collections import Counter

import jax


def primitive_counts(f, *args):
    return dict(Counter(eqn.primitive.name for eqn in jax.make_jaxpr(f)(*args).jaxpr.eqns))
