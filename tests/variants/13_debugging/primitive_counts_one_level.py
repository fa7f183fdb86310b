"""Looks one level into `jaxpr=` parameters but not into `branches` or deeper."""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
MESSAGE = "wrong counts"

import jax


def primitive_counts(f, *args):
    counts = {}
    for eqn in jax.make_jaxpr(f)(*args).jaxpr.eqns:
        counts[eqn.primitive.name] = counts.get(eqn.primitive.name, 0) + 1
        inner = eqn.params.get("jaxpr")
        if inner is not None:
            for sub in getattr(inner, "jaxpr", inner).eqns:
                counts[sub.primitive.name] = counts.get(sub.primitive.name, 0) + 1
    return counts
