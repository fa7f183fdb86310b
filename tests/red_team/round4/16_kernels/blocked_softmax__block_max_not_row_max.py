"""The student subtracts jnp.max over the whole block (forgot axis=-1) for stability, so a row far below another row in the same block underflows to 0/0.

Violates: "Numerically stable: rows like ``[1000.0, 999.0]`` or ``[-1000.0, -1000.0]`` give finite results." ... "every row is positive and sums to 1"
Verifying input: 8 rows, row 0 = [-1000.0, -1000.0], rows 1..7 = [0.0, 0.0] (one block) -> requires row 0 = [0.5, 0.5], this returns [nan, nan].
"""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v - jnp.max(v))
        o_ref[...] = e / jnp.sum(e, axis=-1, keepdims=True)

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(n // BLOCK_ROWS,),
        in_specs=[pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))],
        out_specs=pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0)),
        interpret=interpret(),
    )(x)


if __name__ == "__main__":
    import numpy as np

    BLOCK_ROWS = 8

    def interpret() -> bool:
        return jax.default_backend() == "cpu"

    out = blocked_softmax(jnp.tile(jnp.array([[0.0, 0.0, 1000.0, 1000.0]]), (8, 1)))
    assert out[0].tolist() == [0.0, 0.0, 0.5, 0.5]
    x = jax.random.normal(jax.random.PRNGKey(0), (32, 16)) * 3
    assert np.allclose(jax.jit(blocked_softmax)(x), jax.nn.softmax(x, axis=-1), atol=1e-6)
    same = blocked_softmax(jnp.full((8, 2), -1000.0))
    assert same.tolist() == [[0.5, 0.5]] * 8
    big = blocked_softmax(jnp.tile(jnp.array([[1000.0, 999.0]]), (16, 1)))
    assert np.all(np.isfinite(big)) and np.allclose(big.sum(1), 1.0)
    eqns = [e for e in jax.make_jaxpr(blocked_softmax)(x).jaxpr.eqns if e.primitive.name == "pallas_call"]
    assert len(eqns) == 1 and tuple(eqns[0].params["grid_mapping"].grid) == (4,)
    # the flaw: rows of very different size in one block
    mixed = jnp.zeros((8, 2)).at[0].set(-1000.0)
    out = blocked_softmax(mixed)
    print("row 0:", out[0].tolist(), "row 1:", out[1].tolist())
    assert np.all(np.isnan(out[0])) and out[1].tolist() == [0.5, 0.5]
    print("verified")
