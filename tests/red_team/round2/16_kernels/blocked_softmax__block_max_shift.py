"""The student shifts by the maximum of the whole (BLOCK_ROWS, d) block instead of each row's, so a row far below another row of its block underflows to 0 / 0.

Violates: "Numerically stable: rows like ``[1000.0, 999.0]`` or ``[-1000.0, -1000.0]`` give finite results" and "every row is positive and sums to 1".
Verifying input: x = [[1000, 999], [-1000, -1000]] * 4 (one block) -> requires row 1 = [0.5, 0.5], this returns [nan, nan].
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
        o_ref[...] = e / jnp.sum(e, axis=1, keepdims=True)

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
    x = rng.normal(size=(32, 16)).astype(np.float32) * 4
    np.testing.assert_allclose(np.asarray(blocked_softmax(x)), ref(x), rtol=1e-5, atol=1e-7)
    uniform = np.array([[1000.0, 999.0]] * 8 + [[-1000.0, -1000.0]] * 8, np.float32)  # each block alike: fine
    np.testing.assert_allclose(np.asarray(blocked_softmax(uniform)), ref(uniform), rtol=1e-6)
    (e,) = top_level(blocked_softmax, jnp.ones((32, 4)))
    assert e.params["grid_mapping"].grid == (4,) and blocks(e) == [(8, 4), (8, 4)]
    got = np.asarray(blocked_softmax(np.array([[1000.0, 999.0], [-1000.0, -1000.0]] * 4, np.float32)))
    assert np.isnan(got[1]).all(), got[1]
    print("verified")
