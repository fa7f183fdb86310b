"""The student counts the distinct primitives in the jaxpr (a set of names), so repeated operations count once.

Violates: "The number of equations at the top level of ``fn``'s jaxpr for these arguments."
Verifying input: fn = lambda x: x * 2 * 3, x = ones(3) -> requires 2 (two mul equations), this returns 1.
"""
EXERCISE = "static_args.count_equations"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def count_equations(fn, *args):
    jaxpr = jax.make_jaxpr(fn)(*args)
    return len({eqn.primitive.name for eqn in jaxpr.eqns})


if __name__ == "__main__":
    assert count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3)) == 2       # the docstring example passes
    fn = lambda x: x * 2 * 3
    top = len(jax.make_jaxpr(fn)(jnp.ones(3)).jaxpr.eqns)
    got = count_equations(fn, jnp.ones(3))
    print("top-level equations", top, "student", got)
    assert top == 2 and got == 1
    print("verified")
