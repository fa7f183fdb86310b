"""The student computes each row in the log domain, exp(s - log(sum(exp(s)))) with s = x - rowmax, and multiplies by nothing: the division becomes a subtraction of logs, on the required row-block grid.

Correct: s has its row maximum at 0, so exp(s) never overflows and the sum is in [1, d]; exp(s - log(sum)) equals exp(s) / sum to float32 rounding, rows sum to 1 and are finite for [1000, 999] and [-1000, -1000]; grid (n // BLOCK_ROWS,) over (BLOCK_ROWS, d) blocks, everything in the one pallas_call.
"""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, o_ref):
        s = x_ref[...]
        s = s - jnp.max(s, axis=-1, keepdims=True)
        o_ref[...] = jnp.exp(s - jnp.log(jnp.sum(jnp.exp(s), axis=-1, keepdims=True)))

    spec = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct((n, d), jnp.float32), grid=(n // BLOCK_ROWS,),
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
