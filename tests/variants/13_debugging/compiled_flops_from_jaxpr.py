"""Counts by hand from the jaxpr: 2 n k m per product, one per element otherwise, no optimisation."""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
MESSAGE = "wrong count"

import math

import jax


def compiled_flops(f, *args):
    total = 0.0
    for eqn in jax.make_jaxpr(f)(*args).jaxpr.eqns:
        out = eqn.outvars[0].aval
        if eqn.primitive.name == "dot_general":
            k = eqn.invars[0].aval.shape[-1]
            total += 2 * k * math.prod(out.shape)
        elif eqn.primitive.name in ("add", "mul", "sub", "div"):
            total += math.prod(out.shape)
    return total
