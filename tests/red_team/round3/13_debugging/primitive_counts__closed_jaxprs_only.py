"""The student recurses into every equation parameter that is a ``ClosedJaxpr`` (``jit``, ``scan``, ``while``, ``cond`` branches) but not into parameters holding a plain ``Jaxpr``, as ``jax.checkpoint``'s ``remat2`` (and ``shard_map``) do, so their bodies are not counted.

Violates: "Count every equation ... and the equations of every jaxpr nested in one (the body of a ``scan`` or ``while``, each branch of a ``cond``, an inner ``jit``), to any depth."
Verifying input: f = lambda x: jax.checkpoint(jnp.sin)(x) + 1.0 at 1.0 -> requires {'remat2': 1, 'sin': 1, 'add': 1}, this returns {'remat2': 1, 'add': 1}.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "algorithm"

from collections import Counter

import jax
import jax.extend
import jax.numpy as jnp


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
    from jax import lax

    assert primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0) == {"sin": 2, "mul": 1}
    assert primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0) == {"jit": 1, "cos": 1, "add": 1}
    got = primitive_counts(lambda x: lax.cond(x > 0, jnp.sin, jnp.cos, x), 1.0)
    assert got["cond"] == 1 and got["sin"] == 1 and got["cos"] == 1
    got = primitive_counts(lambda x: lax.scan(lambda c, _: (jnp.exp(c), None), x, None, length=5)[0], 1.0)
    assert got["scan"] == 1 and got["exp"] == 1
    got = primitive_counts(lambda x: lax.while_loop(lambda c: c < 3.0, lambda c: jax.jit(jnp.tanh)(c) + 1.0, x), 1.0)
    assert got["while"] == 1 and got["tanh"] == 1 and got["jit"] == 1
    got = primitive_counts(lambda x: jax.checkpoint(jnp.sin)(x) + 1.0, 1.0)
    assert got == {"remat2": 1, "add": 1}, got  # requires "sin": 1 as well
    print("verified")
