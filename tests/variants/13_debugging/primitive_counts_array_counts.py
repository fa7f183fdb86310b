"""Counts with JAX arrays: `counts[name] + 1.0` makes each count a float32 array, equal to the int but not one."""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
MESSAGE = "each count is a Python int"

import jax
import jax.numpy as jnp


def primitive_counts(f, *args):
    counts = {}

    def visit(jaxpr):
        for eqn in jaxpr.eqns:
            name = eqn.primitive.name
            counts[name] = counts.get(name, jnp.float32(0.0)) + 1.0
            for value in eqn.params.values():
                for inner in value if isinstance(value, (tuple, list)) else (value,):
                    if isinstance(inner, jax.extend.core.ClosedJaxpr):
                        visit(inner.jaxpr)
                    elif isinstance(inner, jax.extend.core.Jaxpr):
                        visit(inner)

    visit(jax.make_jaxpr(f)(*args).jaxpr)
    return counts
