"""The student replaces an equation that holds a nested jaxpr by the equations inside it, so ``jit``, ``cond``, ``scan`` and ``while`` themselves are never counted.

Violates: "An equation that holds a nested jaxpr counts as well (``cond`` is 1, plus its branches' equations)."
Verifying input: primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0) (the docstring's example) -> requires {'jit': 1, 'cos': 1, 'add': 1}, this returns {'cos': 1, 'add': 1}.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "values"

from typing import Any, Callable

import jax
import jax.extend
import jax.numpy as jnp


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    counts: dict[str, int] = {}

    def walk(jaxpr):
        for eqn in jaxpr.eqns:
            subs = list(jax.extend.core.jaxprs_in_params(eqn.params))
            if subs:
                for sub in subs:
                    walk(sub)
            else:
                counts[eqn.primitive.name] = counts.get(eqn.primitive.name, 0) + 1

    walk(jax.make_jaxpr(f)(*args).jaxpr)
    return counts


if __name__ == "__main__":
    assert primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0) == {"sin": 2, "mul": 1}
    got = primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0)
    print("required: {'jit': 1, 'cos': 1, 'add': 1}  got:", got)
    assert got == {"cos": 1, "add": 1}
    print("verified")
