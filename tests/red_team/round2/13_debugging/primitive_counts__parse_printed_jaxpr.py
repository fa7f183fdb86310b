"""The student counts primitive names in the printed jaxpr text with a regex, but the printer shows a jaxpr shared by two equations only once (``let cos = {...}``), so its equations are counted once.

Violates: "Count every equation of the program ... the equations of every jaxpr nested in one"
Verifying input: lambda x: jax.jit(jnp.cos)(x) + jax.jit(jnp.cos)(x), 1.0 -> requires {'jit': 2, 'cos': 2, 'add': 1}, this returns {'jit': 2, 'cos': 1, 'add': 1}.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "beyond"

import re
from typing import Any, Callable

import jax
import jax.numpy as jnp
from jax import lax


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    text = jax.make_jaxpr(f)(*args).pretty_print(use_color=False)
    counts: dict[str, int] = {}
    for name in re.findall(r"=\s+([a-z_][a-z0-9_]*)(?=[\[\s])", text):
        counts[name] = counts.get(name, 0) + 1
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
    w = lambda x: lax.while_loop(lambda c: c < 10.0, jnp.exp, x)
    assert primitive_counts(w, 1.0) == _reference(w, 1.0)
    s = lambda x: lax.scan(lambda c, _: (jnp.sin(c), None), x, None, length=5)[0]
    assert primitive_counts(s, 1.0) == _reference(s, 1.0)
    # the violation
    twice = lambda x: jax.jit(jnp.cos)(x) + jax.jit(jnp.cos)(x)
    assert _reference(twice, 1.0) == {"jit": 2, "cos": 2, "add": 1}
    assert primitive_counts(twice, 1.0) == {"jit": 2, "cos": 1, "add": 1}, primitive_counts(twice, 1.0)
    print("verified")
