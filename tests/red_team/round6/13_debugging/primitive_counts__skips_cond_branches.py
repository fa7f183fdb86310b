"""The student recurses into a parameter only when it *is* a jaxpr (``jit``'s ``jaxpr``, ``scan``'s ``jaxpr``, ``while``'s bodies), missing ``cond``, whose ``branches`` parameter is a *tuple* of jaxprs.

Violates: "the equations of every jaxpr nested in one (... each branch of a ``cond`` ...), to any depth. An equation that holds a nested jaxpr counts as well (``cond`` is 1, plus its branches' equations)."
Verifying input: primitive_counts(lambda x: lax.cond(x > 0, jnp.sin, jnp.cos, x), 1.0) -> requires {'gt': 1, 'convert_element_type': 1, 'cond': 1, 'sin': 1, 'cos': 1}, this returns no 'sin' and no 'cos'.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "algorithm"

from typing import Any, Callable

import jax
import jax.extend
import jax.numpy as jnp
from jax import lax


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    counts: dict[str, int] = {}

    def walk(jaxpr):
        for eqn in jaxpr.eqns:
            counts[eqn.primitive.name] = counts.get(eqn.primitive.name, 0) + 1
            for value in eqn.params.values():
                if isinstance(value, jax.extend.core.ClosedJaxpr):
                    walk(value.jaxpr)
                elif isinstance(value, jax.extend.core.Jaxpr):
                    walk(value)

    walk(jax.make_jaxpr(f)(*args).jaxpr)
    return counts


if __name__ == "__main__":
    from collections import Counter

    def reference(f, *args):
        out = Counter()

        def jaxprs(v):
            if isinstance(v, jax.extend.core.ClosedJaxpr):
                yield v.jaxpr
            elif isinstance(v, jax.extend.core.Jaxpr):
                yield v
            elif isinstance(v, (tuple, list)):
                for w in v:
                    yield from jaxprs(w)

        def walk(j):
            for e in j.eqns:
                out[e.primitive.name] += 1
                for v in e.params.values():
                    for sub in jaxprs(v):
                        walk(sub)

        walk(jax.make_jaxpr(f)(*args).jaxpr)
        return dict(out)

    assert primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0) == {"sin": 2, "mul": 1}
    assert primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0) == {"jit": 1, "cos": 1, "add": 1}
    f = lambda x: lax.cond(x > 0, jnp.sin, jnp.cos, x)
    want, got = reference(f, 1.0), primitive_counts(f, 1.0)
    print("required:", want)
    print("got     :", got)
    assert want["sin"] == 1 and want["cos"] == 1 and "sin" not in got and "cos" not in got
    print("verified")
