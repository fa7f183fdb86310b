"""The student recurses into the parameters named ``jaxpr``, ``branches`` and ``body_jaxpr`` only, so a ``while`` loop's condition jaxpr (``cond_jaxpr``) is never counted.

Violates: "Count every equation ... the equations of every jaxpr nested in one (the body of a ``scan`` or ``while``, each branch of a ``cond``, an inner ``jit``), to any depth."
Verifying input: primitive_counts(lambda x: lax.while_loop(lambda c: jnp.sin(c) < 0.5, lambda c: c + 0.1, x), 0.0) must count the condition's sin and lt; this leaves them out.
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
            for name in ("jaxpr", "body_jaxpr", "branches"):
                if name in eqn.params:
                    value = eqn.params[name]
                    for sub in value if isinstance(value, (tuple, list)) else (value,):
                        walk(getattr(sub, "jaxpr", sub))

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

    w = lambda x: lax.while_loop(lambda c: jnp.sin(c) < 0.5, lambda c: c + 0.1, x)
    assert primitive_counts(w, 0.0) != ref(w, 0.0)
    assert primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0) == {"sin": 2, "mul": 1}
    assert primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0) == {"jit": 1, "cos": 1, "add": 1}
    h = lambda x: lax.cond(x > 0, jnp.sin, jnp.cos, x) + jax.checkpoint(jnp.tanh)(x)
    assert primitive_counts(h, 1.0) == ref(h, 1.0)
    s = lambda x: lax.scan(lambda c, v: (c + jnp.exp(v), None), 0.0, x)[0]
    assert primitive_counts(s, jnp.ones(3)) == ref(s, jnp.ones(3))
    print("verified")
