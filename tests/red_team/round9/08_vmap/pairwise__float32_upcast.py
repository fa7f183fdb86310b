"""The student nests two vmaps correctly, but "for accuracy" casts both rows to float32 before
calling ``f``, so that half-precision tables are computed in single precision. On float32
inputs nothing changes; on float16 or bfloat16 inputs the table comes back float32, while the
docstring asks for the dtype ``f`` returns for one pair of those rows (``jnp.dot`` of two
float16 rows is float16, so the table must be float16).

Violates: "in the dtype ``f`` returns for one pair (``jnp.dot`` of two float16 rows is float16: so is the table)"
Verifying input: pairwise(jnp.dot, jnp.ones((2, 3), jnp.float16), jnp.ones((4, 3), jnp.float16)) must be a (2, 4) float16 table of 3.0; this returns a float32 table.
"""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def pairwise(f, xs, ys):
    def one_pair(x, y):
        return f(x.astype(jnp.float32), y.astype(jnp.float32))

    return jax.vmap(jax.vmap(one_pair, in_axes=(None, 0)), in_axes=(0, None))(xs, ys)


if __name__ == "__main__":
    # ordinary float32 input: fine
    out = pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]]))
    assert out.tolist() == [[3.0], [8.0]] and out.dtype == jnp.float32
    xs = jnp.ones((2, 3), jnp.float16)
    ys = jnp.ones((4, 3), jnp.float16)
    expected_dtype = jnp.dot(xs[0], ys[0]).dtype
    got = pairwise(jnp.dot, xs, ys)
    print("expected dtype", expected_dtype, "got", got.dtype)
    assert expected_dtype == jnp.float16 and got.dtype == jnp.float32
    print("flaw shown")
