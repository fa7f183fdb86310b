"""The student uses the identity 0.5 * (1 + tanh(z)) = 1 / (1 + exp(-2z)), computing gelu(v) = v / (1 + exp(-2z)) with z = GELU_C * (v + 0.044715 * v**3), add and GELU fused in one kernel on a BLOCK_ROWS row grid.

Correct: the identity is exact, so this is the tanh-form GELU of the docstring (to float32 rounding; it even avoids the cancellation in 1 + tanh(z) for negative v); exp(-2z) overflowing to inf gives v / inf = -0.0 and underflowing gives v, so huge inputs stay finite; the bias arrives as a (1, d) block (a reshape is the only op outside the pallas_call), and the function stays jitted.
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        z = GELU_C * (v + 0.044715 * (v * v * v))
        o_ref[...] = v / (1.0 + jnp.exp(-2.0 * z))

    rows = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, jnp.float32), grid=(n // BLOCK_ROWS,),
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
    assert hasattr(bias_gelu, "lower")  # jitted
    for n, d in [(8, 1), (8, 2), (16, 4), (24, 8), (64, 128), (136, 16), (256, 32)]:
        x = (rng.normal(size=(n, d)) * 4).astype(np.float32)
        b = (rng.normal(size=d) * 2).astype(np.float32)
        got = bias_gelu(x, b)
        assert got.dtype == jnp.float32 and got.shape == (n, d)
        np.testing.assert_allclose(np.asarray(got), ref(x, b), rtol=2e-5, atol=1e-6)
        eqns = top_level(bias_gelu, jnp.asarray(x), jnp.asarray(b))
        assert [e.primitive.name for e in eqns].count("pallas_call") == 1 and outside(bias_gelu, x, b) == []
        (call,) = [e for e in eqns if e.primitive.name == "pallas_call"]
        grid = call.params["grid_mapping"].grid
        assert len(grid) == 1 and grid[0] * blocks(call)[0][0] == n and blocks(call)[0][1] == d
    edge = np.array([[11.0, 100.0, -100.0, 1e13, -1e13, 0.0, 3e38, -3e38]] * 8, np.float32)
    got = np.asarray(bias_gelu(edge, np.zeros(8, np.float32)))
    assert np.isfinite(got).all()
    assert got[0, 0] == 11.0 and got[0, 1] == 100.0 and got[0, 2] == 0.0 and got[0, 3] == 1e13 and got[0, 6] == np.float32(3e38)
    print("verified")
