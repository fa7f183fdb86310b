"""The student recurses into the params named ``jaxpr`` (jit, scan, remat) and ``branches`` (cond) only, so the bodies of a ``while`` (``cond_jaxpr`` and ``body_jaxpr``) are never counted.

Violates: "the equations of every jaxpr nested in one (the body of a ``scan`` or ``while`` ...)"
Verifying input: lambda x: lax.while_loop(lambda c: c < 10.0, jnp.exp, x), 1.0 -> requires {'while': 1, 'lt': 1, 'exp': 1}, this returns {'while': 1}.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "algorithm"

from typing import Any, Callable

import jax
import jax.numpy as jnp
from jax import lax


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    counts: dict[str, int] = {}

    def walk(jaxpr):
        for eqn in jaxpr.eqns:
            counts[eqn.primitive.name] = counts.get(eqn.primitive.name, 0) + 1
            subs = list(eqn.params.get("branches", ()))
            if "jaxpr" in eqn.params:
                subs.append(eqn.params["jaxpr"])
            for sub in subs:
                walk(getattr(sub, "jaxpr", sub))

    walk(jax.make_jaxpr(f)(*args).jaxpr)
    return counts


if __name__ == "__main__":
    def _reference(f, *args):
        from collections import Counter
        import jax.extend

        counts = Counter()

        def walk(jaxpr):
            for eqn in jaxpr.eqns:
                counts[eqn.primitive.name] += 1
                for sub in jax.extend.core.jaxprs_in_params(eqn.params):
                    walk(sub)

        walk(jax.make_jaxpr(f)(*args).jaxpr)
        return dict(counts)

    assert primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0) == {"sin": 2, "mul": 1}
    assert primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0) == {"jit": 1, "cos": 1, "add": 1}
    g = lambda x: lax.cond(x > 0, jnp.sin, jnp.cos, x) * 2.0
    assert primitive_counts(g, 1.0) == _reference(g, 1.0) == {"gt": 1, "convert_element_type": 1, "cond": 1, "sin": 1, "cos": 1, "mul": 1}, primitive_counts(g, 1.0)
    s = lambda x: lax.scan(lambda c, _: (jnp.sin(c), None), x, None, length=3)[0]
    assert primitive_counts(s, 1.0) == _reference(s, 1.0) == {"scan": 1, "sin": 1}
    # the violation
    w = lambda x: lax.while_loop(lambda c: c < 10.0, jnp.exp, x)
    assert _reference(w, 1.0) == {"while": 1, "lt": 1, "exp": 1}, _reference(w, 1.0)
    assert primitive_counts(w, 1.0) == {"while": 1}, primitive_counts(w, 1.0)
    print("verified")
