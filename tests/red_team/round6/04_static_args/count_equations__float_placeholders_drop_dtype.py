"""The student traces with placeholders jnp.zeros(a.shape) (default float32) because "only shapes matter", which drops the arguments' dtypes and changes the program.

Violates: "*args: example arguments (only their shapes and dtypes matter)." (the count is for "these arguments")
Verifying input: fn = lambda x: x.astype(jnp.float32) * 2, x = int32 ones(3) -> requires 2 (convert_element_type, mul), this returns 1.
"""
EXERCISE = "static_args.count_equations"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def count_equations(fn, *args):
    placeholders = [jnp.zeros(jnp.shape(a)) for a in args]
    return len(jax.make_jaxpr(fn)(*placeholders).jaxpr.eqns)


if __name__ == "__main__":
    assert count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3)) == 2
    fn = lambda x: x.astype(jnp.float32) * 2
    x = jnp.ones(3, jnp.int32)
    top = len(jax.make_jaxpr(fn)(x).jaxpr.eqns)
    got = count_equations(fn, x)
    print("top-level equations", top, "student", got)
    assert top == 2 and got == 1
    print("verified")
