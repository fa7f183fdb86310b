"""The student reads "a nested jaxpr counts once" as "never walk the same jaxpr object twice" and keeps a seen-set of ids, so a jitted helper called twice (JAX caches and shares its jaxpr) has its body counted once.

Violates: "Count every equation of the program ...: the top-level equations, and the equations of every jaxpr nested in one" ("counts once" is about how many times it *runs*)
Verifying input: g = jax.jit(jnp.sin); f = lambda x: g(x) * g(x + 1.0), x = 1.0 -> requires {'jit': 2, 'sin': 2, 'add': 1, 'mul': 1}, this returns {'jit': 2, 'sin': 1, 'add': 1, 'mul': 1}.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "values"

from collections import Counter
from typing import Any, Callable

import jax
import jax.extend
import jax.numpy as jnp


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    counts: Counter = Counter()
    seen: set[int] = set()

    def subjaxprs(value):
        if isinstance(value, jax.extend.core.ClosedJaxpr):
            yield value.jaxpr
        elif isinstance(value, jax.extend.core.Jaxpr):
            yield value
        elif isinstance(value, (tuple, list)):
            for item in value:
                yield from subjaxprs(item)

    def walk(jaxpr):
        if id(jaxpr) in seen:  # a nested jaxpr counts once
            return
        seen.add(id(jaxpr))
        for eqn in jaxpr.eqns:
            counts[eqn.primitive.name] += 1
            for value in eqn.params.values():
                for sub in subjaxprs(value):
                    walk(sub)

    walk(jax.make_jaxpr(f)(*args).jaxpr)
    return dict(counts)


if __name__ == "__main__":
    from jax import lax

    assert primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0) == {"sin": 2, "mul": 1}
    assert primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0) == {"jit": 1, "cos": 1, "add": 1}
    r = primitive_counts(lambda x: lax.cond(x > 0, jnp.sin, jnp.cos, x), 1.0)
    assert r["cond"] == 1 and r["sin"] == 1 and r["cos"] == 1, r
    r = primitive_counts(lambda x: lax.scan(lambda c, _: (jnp.sin(c), None), x, None, length=10)[0], 1.0)
    assert r["scan"] == 1 and r["sin"] == 1, r
    r = primitive_counts(lambda x: lax.while_loop(lambda c: c < 5.0, lambda c: c + jnp.exp(c), x), 1.0)
    assert r["while"] == 1 and r["lt"] == 1 and r["exp"] == 1, r
    r = primitive_counts(lambda x: jax.checkpoint(lambda y: jnp.sin(y) * 2.0)(x) + 1.0, 1.0)
    assert r == {"remat2": 1, "sin": 1, "mul": 1, "add": 1}, r
    # the flaw: a jitted helper used twice
    g = jax.jit(jnp.sin)
    r = primitive_counts(lambda x: g(x) * g(x + 1.0), 1.0)
    print(r)
    assert r["jit"] == 2 and r["sin"] == 1  # the docstring requires sin: 2 (two jit equations, each with its body)
    print("verified")
