"""The student's kernel subtracts the maximum of its whole block (``jnp.max(x)``) instead of each row's, so a row far below another row of the same block underflows to 0/0.

Violates: "Softmax of every row of ``x`` ... Numerically stable: rows like ``[1000.0, 999.0]`` or ``[-1000.0, -1000.0]`` give finite results."
Verifying input: one block of 8 rows holding both [1000, 999] and [-1000, -1000] (d = 2): row [-1000, -1000] must be [0.5, 0.5]; this gives nan.
"""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

BLOCK_ROWS = 8


def interpret():
    return jax.default_backend() == "cpu"


def blocked_softmax(x):
    n, d = x.shape

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v - jnp.max(v))
        o_ref[...] = e / jnp.sum(e, axis=1, keepdims=True)

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(n // BLOCK_ROWS,),
        in_specs=[pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))],
        out_specs=pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0)),
        interpret=interpret(),
    )(x)


if __name__ == "__main__":
    def ref(x):
        x = np.asarray(x, np.float64)
        e = np.exp(x - x.max(1, keepdims=True))
        return e / e.sum(1, keepdims=True)

    mixed = jnp.array([[1000.0, 999.0], [-1000.0, -1000.0]] * 4)
    assert not np.allclose(np.asarray(blocked_softmax(mixed)), ref(mixed))
    out = blocked_softmax(jnp.tile(jnp.array([[0.0, 0.0, 1000.0, 1000.0]]), (8, 1)))
    assert out[0].tolist() == [0.0, 0.0, 0.5, 0.5]
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(16, 8)), jnp.float32)
    assert np.allclose(np.asarray(blocked_softmax(x)), ref(x), atol=1e-6)
    same = jnp.tile(jnp.array([[-1000.0, -1000.0]]), (8, 1))
    assert np.allclose(np.asarray(blocked_softmax(same)), 0.5)
    print("verified")
