"""Alternative: reshape(-1) lets JAX infer the length from the (static) shape."""
EXERCISE = "static_args.flatten"
VERDICT = "pass"

import jax


@jax.jit
def flatten(x: jax.Array) -> jax.Array:
    return x.reshape(-1)
