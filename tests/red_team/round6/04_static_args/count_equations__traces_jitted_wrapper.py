"""The student traces jax.jit(fn) "to see the compiled program", so the top level of the jaxpr is a single call of the jitted function and the answer is always 1.

Violates: "The number of equations at the top level of ``fn``'s jaxpr for these arguments."
Verifying input: fn = lambda x: jnp.sin(x) * 2, x = ones(3) -> requires 2, this returns 1.
"""
EXERCISE = "static_args.count_equations"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def count_equations(fn, *args):
    return len(jax.make_jaxpr(jax.jit(fn))(*args).jaxpr.eqns)


if __name__ == "__main__":
    got = count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3))
    print("student", got, "required 2")
    assert got == 1
    print("verified")
