"""Both sets of rows converted to float32 before mapping, "for accuracy": right in float32, but float16 rows give a
float32 table where the docstring promises the dtype f returns (float16 for jnp.dot of float16 rows)."""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
MESSAGE = "got float32"

import jax
import jax.numpy as jnp


def pairwise(f, xs, ys):
    xs, ys = jnp.asarray(xs, jnp.float32), jnp.asarray(ys, jnp.float32)
    return jax.vmap(lambda x: jax.vmap(lambda y: f(x, y))(ys))(xs)
