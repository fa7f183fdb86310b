"""The student subtracts the maximum of the whole block of BLOCK_ROWS rows instead of each row's own maximum, so a row far below another row of its block underflows to all zeros and gives 0 / 0 = nan.

Violates: "Numerically stable: rows like ``[1000.0, 999.0]`` or ``[-1000.0, -1000.0]`` give finite results." and "every row is positive and sums to 1."
Verifying input: blocked_softmax(x) with x of shape (8, 2), row 0 = [0.0, 0.0] and rows 1..7 = [-1000.0, -1000.0] must be 0.5 everywhere; this returns nan in rows 1..7.
"""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl

BLOCK_ROWS = 8


def interpret():
    return jax.default_backend() == "cpu"


def blocked_softmax(x):
    n, d = x.shape

    def kernel(x_ref, o_ref):
        block = x_ref[...]
        e = jnp.exp(block - jnp.max(block))
        o_ref[...] = e / jnp.sum(e, axis=1, keepdims=True)

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((n, d), x.dtype),
        grid=(n // BLOCK_ROWS,),
        in_specs=[pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))],
        out_specs=pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0)),
        interpret=interpret(),
    )(x)


if __name__ == "__main__":
    import numpy as np

    x = jnp.concatenate([jnp.zeros((1, 2)), jnp.full((7, 2), -1000.0)])
    got = np.asarray(jax.jit(blocked_softmax)(x))
    assert np.all(got[0] == 0.5) and np.isnan(got[1:]).all(), got

    out = blocked_softmax(jnp.tile(jnp.array([[0.0, 0.0, 1000.0, 1000.0]]), (8, 1)))
    assert out[0].tolist() == [0.0, 0.0, 0.5, 0.5]
    y = blocked_softmax(jnp.tile(jnp.array([[1000.0, 999.0]]), (16, 1)))
    np.testing.assert_allclose(np.asarray(y).sum(axis=1), 1.0, rtol=1e-6)
    z = blocked_softmax(jnp.full((8, 2), -1000.0))
    assert np.asarray(z).tolist() == [[0.5, 0.5]] * 8
    print("ok: flaw shows")
