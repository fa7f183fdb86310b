"""Recurses everywhere but does not count the equations that hold a nested program (jit, cond, scan, while)."""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
MESSAGE = "missing ['cond', 'jit']"

import jax
from jax.extend import core


def _programs(value):
    if isinstance(value, core.ClosedJaxpr):
        return [value.jaxpr]
    if isinstance(value, core.Jaxpr):
        return [value]
    if isinstance(value, (list, tuple)):
        return [p for item in value for p in _programs(item)]
    return []


def primitive_counts(f, *args):
    counts = {}

    def visit(jaxpr):
        for eqn in jaxpr.eqns:
            inner = [p for value in eqn.params.values() for p in _programs(value)]
            if not inner:
                counts[eqn.primitive.name] = counts.get(eqn.primitive.name, 0) + 1
            for p in inner:
                visit(p)

    visit(jax.make_jaxpr(f)(*args).jaxpr)
    return counts
