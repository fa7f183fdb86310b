"""The student uses blocks of min(128, n) rows "for GPU occupancy" and a grid of n // block steps, so when n is a multiple of 8 but not of 128 (and above 128) the last rows are never computed.

Violates: "Returns: A float32 array of shape ``(n, d)``" (gelu of every row) for "x: ... ``n`` a multiple of ``BLOCK_ROWS``".
Verifying input: x = zeros((136, 4)), b = ones(4) -> requires 0.841192 everywhere, this leaves rows 128..135 unwritten (NaN in interpret mode).
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape
    block = min(128, n)

    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(GELU_C * (v + 0.044715 * v ** 3)))

    rows = pl.BlockSpec((block, d), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // block,),
                          in_specs=[rows, pl.BlockSpec((1, d), lambda i: (0, 0))], out_specs=rows,
                          interpret=interpret())(x, b.reshape(1, d))


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

    def ref(x, b):
        v = np.asarray(x, np.float64) + np.asarray(b, np.float64)
        return 0.5 * v * (1 + np.tanh(GELU_C * (v + 0.044715 * v ** 3)))

    def outside(f, *args):
        return [e.primitive.name for e in top_level(f, *args) if e.primitive.name not in ("reshape", "broadcast_in_dim", "pallas_call")]

    out = bias_gelu(jnp.zeros((8, 2)), jnp.array([1.0, -1.0]))
    assert [round(v, 4) for v in out[0].tolist()] == [0.8412, -0.1588]
    rng = np.random.default_rng(0)
    for n in (8, 64, 256, 512):
        x, b = rng.normal(size=(n, 16)).astype(np.float32) * 3, rng.normal(size=16).astype(np.float32)
        np.testing.assert_allclose(np.asarray(bias_gelu(x, b)), ref(x, b), rtol=1e-5, atol=1e-6)
    assert outside(bias_gelu, jnp.zeros((16, 4)), jnp.zeros(4)) == []
    got = np.asarray(bias_gelu(jnp.zeros((136, 4)), jnp.ones(4)))
    np.testing.assert_allclose(got[:128], ref(0.0, 1.0), rtol=1e-6)
    assert not np.allclose(got[128:], ref(0.0, 1.0)), got[128:]
    print("verified")
