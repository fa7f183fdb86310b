"""The student's kernel walks the BLOCK_ROWS rows of its block one by one with lax.fori_loop, reading and writing each row through pl.ds, on the required grid of n // BLOCK_ROWS steps.

Correct: the grid and BlockSpecs are exactly (n // BLOCK_ROWS,) steps of (BLOCK_ROWS, d) row blocks; each row is shifted by its own maximum (finite for [1000, 999] and [-1000, -1000]) and divided by its own sum, in float32, all inside the one pallas_call.
"""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def blocked_softmax(x: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, o_ref):
        def one_row(r, carry):
            row = x_ref[pl.ds(r, 1), :]
            e = jnp.exp(row - jnp.max(row))
            o_ref[pl.ds(r, 1), :] = e / jnp.sum(e)
            return carry

        lax.fori_loop(0, BLOCK_ROWS, one_row, 0)

    spec = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // BLOCK_ROWS,),
                          in_specs=[spec], out_specs=spec, interpret=interpret())(x)


if __name__ == "__main__":
    import numpy as np
    def interpret():
        return jax.default_backend() == "cpu"

    BLOCK_ROWS, TILE, GELU_C = 8, 16, 0.7978845608

    def top_level(f, *args):
        """The primitives of f's program, looking through jit wrappers but not into kernels."""
        found = []

        def walk(jaxpr):
            for e in jaxpr.eqns:
                if e.primitive.name in ("pjit", "jit", "closed_call"):
                    walk(e.params["jaxpr"].jaxpr)
                else:
                    found.append(e)

        walk(jax.make_jaxpr(f)(*args).jaxpr)
        return found

    def blocks(eqn):
        return [tuple(getattr(b, "block_size", b) for b in bm.block_shape) for bm in eqn.params["grid_mapping"].block_mappings]

    def ref(x):
        x = np.asarray(x, np.float64)
        e = np.exp(x - x.max(1, keepdims=True))
        return e / e.sum(1, keepdims=True)

    out = blocked_softmax(jnp.tile(jnp.array([[0.0, 0.0, 1000.0, 1000.0]]), (8, 1)))
    assert out[0].tolist() == [0.0, 0.0, 0.5, 0.5]
    rng = np.random.default_rng(0)
    for n, d in [(8, 1), (8, 4), (16, 2), (32, 16), (64, 128)]:
        x = (rng.normal(size=(n, d)) * 30).astype(np.float32)
        got = blocked_softmax(x)
        assert got.dtype == jnp.float32 and got.shape == (n, d)
        np.testing.assert_allclose(np.asarray(got), ref(x), rtol=2e-5, atol=1e-37)
        np.testing.assert_allclose(np.asarray(got).sum(1), 1.0, rtol=1e-5)
        (e,) = top_level(blocked_softmax, jnp.asarray(x))
        assert e.primitive.name == "pallas_call" and e.params["grid_mapping"].grid == (n // BLOCK_ROWS,)
        assert blocks(e) == [(BLOCK_ROWS, d), (BLOCK_ROWS, d)], blocks(e)
    hard = np.array([[1000.0, 999.0], [-1000.0, -1000.0], [0.0, -1000.0], [-3e38, 3e38]] * 4, np.float32)
    got = np.asarray(blocked_softmax(hard))
    assert np.isfinite(got).all()
    np.testing.assert_allclose(got, ref(hard), rtol=2e-5, atol=1e-37)
    print("verified")
