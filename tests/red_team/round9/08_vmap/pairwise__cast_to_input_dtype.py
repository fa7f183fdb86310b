"""The student wants "float16 stays float16" and so casts the finished table to ``xs.dtype``.
That is right whenever ``f`` keeps its inputs' dtype (``jnp.dot``, a squared distance), but the
docstring promises the dtype ``f`` returns for one pair, not the dtype of ``xs``. A kernel that
accumulates in float32 (``f`` upcasts its rows and returns float32) gets its table rounded
back to float16: wrong dtype, and values that overflow float16 become inf.

Violates: "A float array of shape ``(n, m)``, in the dtype ``f`` returns for one pair"
Verifying input: pairwise(lambda x, y: jnp.dot(x.astype(jnp.float32), y.astype(jnp.float32)), jnp.full((1, 4), 200.0, jnp.float16), jnp.full((1, 4), 200.0, jnp.float16)) must be float32 [[160000.0]]; this returns float16 [[inf]].
"""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def pairwise(f, xs, ys):
    table = jax.vmap(lambda x: jax.vmap(lambda y: f(x, y))(ys))(xs)
    return table.astype(xs.dtype)  # "float16 stays float16"


if __name__ == "__main__":
    out = pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]]))
    assert out.tolist() == [[3.0], [8.0]]
    f = lambda x, y: jnp.dot(x.astype(jnp.float32), y.astype(jnp.float32))
    xs = jnp.full((1, 4), 200.0, jnp.float16)
    ys = jnp.full((1, 4), 200.0, jnp.float16)
    want = f(xs[0], ys[0])
    got = pairwise(f, xs, ys)
    print("f returns", want.dtype, float(want), "; table", got.dtype, got.tolist())
    assert want.dtype == jnp.float32 and got.dtype == jnp.float16 and bool(jnp.isinf(got[0, 0]))
    print("flaw shown")
