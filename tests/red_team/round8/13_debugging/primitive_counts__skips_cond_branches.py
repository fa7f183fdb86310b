"""The student recurses into every equation parameter that is a jaxpr, but not into parameters that hold a tuple of jaxprs, so the branches of a cond (and of switch) are never counted.

Violates: "the equations of every jaxpr nested in one (the body of a ``scan`` or ``while``, each branch of a ``cond``, an inner ``jit``), to any depth."
Verifying input: primitive_counts(lambda x: jax.lax.cond(x > 0, jnp.sin, jnp.cos, x), 1.0) must include 'sin': 1 and 'cos': 1; this returns {'gt': 1, 'convert_element_type': 1, 'cond': 1}.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "admitted"

from collections import Counter

import jax
import jax.extend
import jax.numpy as jnp


def primitive_counts(f, *args):
    counts = Counter()

    def visit(jaxpr):
        for eqn in jaxpr.eqns:
            counts[eqn.primitive.name] += 1
            for value in eqn.params.values():
                if isinstance(value, jax.extend.core.ClosedJaxpr):
                    visit(value.jaxpr)
                elif isinstance(value, jax.extend.core.Jaxpr):
                    visit(value)

    visit(jax.make_jaxpr(f)(*args).jaxpr)
    return dict(counts)


if __name__ == "__main__":
    got = primitive_counts(lambda x: jax.lax.cond(x > 0, jnp.sin, jnp.cos, x), 1.0)
    assert "sin" not in got and "cos" not in got and got.get("cond") == 1, got

    assert primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0) == {"sin": 2, "mul": 1}
    assert primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0) == {"jit": 1, "cos": 1, "add": 1}
    print("ok: flaw shows", got)
