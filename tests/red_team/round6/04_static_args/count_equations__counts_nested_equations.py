"""The student walks into sub-jaxprs (jit calls, loops, conds) and counts their equations too, instead of counting one per top-level equation.

Violates: "Only the top level counts: a call of a jitted helper, a loop or a ``cond`` is *one* equation there, though it holds a jaxpr of its own."
Verifying input: fn = lambda x: helper(x) + 1 with helper = jax.jit(lambda v: jnp.sin(v) * 2), x = ones(3) -> requires 2 (the call of helper, add), this returns 3 (sin and mul inside helper, plus add).
"""
EXERCISE = "static_args.count_equations"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def count_equations(fn, *args):
    def count(jaxpr):
        total = 0
        for eqn in jaxpr.eqns:
            subs = [p for p in eqn.params.values() if hasattr(p, "jaxpr") or hasattr(p, "eqns")]
            if subs:
                for sub in subs:
                    total += count(sub.jaxpr if hasattr(sub, "jaxpr") else sub)
            else:
                total += 1
        return total

    return count(jax.make_jaxpr(fn)(*args).jaxpr)


if __name__ == "__main__":
    assert count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3)) == 2
    helper = jax.jit(lambda v: jnp.sin(v) * 2)
    fn = lambda x: helper(x) + 1
    top = len(jax.make_jaxpr(fn)(jnp.ones(3)).jaxpr.eqns)
    got = count_equations(fn, jnp.ones(3))
    print("top-level equations", top, "student", got)
    assert top == 2 and got != top
    print("verified")
