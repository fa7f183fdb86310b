"""The student gives the pallas_call the right grid of n // BLOCK_ROWS steps but BlockSpecs of the whole array, so every step reads all of x and rewrites the whole output.

Violates: "at each step it sees one block of ``BLOCK_ROWS`` whole rows of ``x`` and writes the same rows of the output ... not one block holding all of ``x``".
Verifying input: x of shape (32, 4) -> requires a grid of 4 steps over (8, 4) blocks, this has 4 steps over (32, 4) blocks (values right).
"""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v - jnp.max(v, axis=1, keepdims=True))
        o_ref[...] = e / jnp.sum(e, axis=1, keepdims=True)

    whole = pl.BlockSpec((n, d), lambda i: (0, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // BLOCK_ROWS,),
                          in_specs=[whole], out_specs=whole, interpret=interpret())(x)


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
    hard = np.array([[1000.0, 999.0], [-1000.0, -1000.0]] * 4, np.float32)
    np.testing.assert_allclose(np.asarray(blocked_softmax(hard)), ref(hard), rtol=1e-6)
    (e,) = top_level(blocked_softmax, jnp.ones((32, 4)))
    assert e.primitive.name == "pallas_call" and e.params["grid_mapping"].grid == (4,)
    assert blocks(e) == [(32, 4), (32, 4)], blocks(e)
    print("verified")
