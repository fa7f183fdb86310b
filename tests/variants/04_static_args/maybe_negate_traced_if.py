"""Jitted without making negate static, so `if negate:` asks for the value of a tracer."""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax


@jax.jit
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    if negate:
        return -x
    return x
