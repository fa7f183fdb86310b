"""The student recurses only into parameters that are ``ClosedJaxpr`` (or tuples of them), so the open ``Jaxpr`` that ``jax.checkpoint``'s ``remat2`` (and ``shard_map``) carry is never counted.

Violates: "the equations of every jaxpr nested in one (the body of a ``scan`` or ``while``, each branch of a ``cond``, an inner ``jit``), to any depth."
Verifying input: primitive_counts(jax.checkpoint(lambda x: jnp.sin(x) * 2.0), 1.0) must be {"remat2": 1, "sin": 1, "mul": 1}; this returns {"remat2": 1}.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "admitted"

from collections import Counter

import jax
import jax.extend
import jax.numpy as jnp
from jax import lax


def primitive_counts(f, *args):
    counts = Counter()

    def walk(jaxpr):
        for eqn in jaxpr.eqns:
            counts[eqn.primitive.name] += 1
            for value in eqn.params.values():
                subs = value if isinstance(value, (tuple, list)) else (value,)
                for sub in subs:
                    if isinstance(sub, jax.extend.core.ClosedJaxpr):
                        walk(sub.jaxpr)

    walk(jax.make_jaxpr(f)(*args).jaxpr)
    return dict(counts)


if __name__ == "__main__":
    def ref(f, *args):
        counts = Counter()
        def walk(j):
            for e in j.eqns:
                counts[e.primitive.name] += 1
                for v in e.params.values():
                    for s in (v if isinstance(v, (tuple, list)) else (v,)):
                        if isinstance(s, jax.extend.core.ClosedJaxpr):
                            walk(s.jaxpr)
                        elif isinstance(s, jax.extend.core.Jaxpr):
                            walk(s)
        walk(jax.make_jaxpr(f)(*args).jaxpr)
        return dict(counts)

    g = jax.checkpoint(lambda x: jnp.sin(x) * 2.0)
    assert primitive_counts(g, 1.0) != ref(g, 1.0)
    assert primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0) == {"sin": 2, "mul": 1}
    assert primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0) == {"jit": 1, "cos": 1, "add": 1}
    h = lambda x: lax.cond(x > 0, jnp.sin, jnp.cos, x) + lax.fori_loop(0, 3, lambda i, c: c * 2.0, x)
    assert primitive_counts(h, 1.0) == ref(h, 1.0)
    s = lambda x: lax.scan(lambda c, v: (c + jnp.exp(v), None), 0.0, x)[0]
    assert primitive_counts(s, jnp.ones(3)) == ref(s, jnp.ones(3))
    print("verified")
