"""Leaves negate traced and picks with jnp.where, so negate is not a static argument and both branches run.

Violates: "jitted, with ``negate`` a static argument" / "for one shape of ``x`` the function compiles twice in all (once for ``True``, once for ``False``)".
Verifying input: x = jnp.ones(3), negate=True then negate=False -> the docstring requires two compilations with negate a static Python bool, this compiles once with negate a tracer.
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


@jax.jit
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    return jnp.where(negate, -x, x)


if __name__ == "__main__":
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=True).tolist() == [-1.0, 2.0]
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=False).tolist() == [1.0, -2.0]
    assert maybe_negate(jnp.array([1, 2], jnp.int8), True).dtype == jnp.int8
    jaxpr = jax.make_jaxpr(maybe_negate)(jnp.ones(3), True)
    # negate shows up as a traced input of the program: not static
    invars = jaxpr.jaxpr.eqns[0].params["jaxpr"].jaxpr.invars
    assert len(invars) == 2, invars
    before = maybe_negate._cache_size()
    maybe_negate(jnp.ones(7), True)
    maybe_negate(jnp.ones(7), False)
    assert maybe_negate._cache_size() - before == 1  # contract: 2
    print("verified")
