"""The student tiles the array in both directions: a 2-D grid of (4, 8) blocks (or whole sides where they do not divide), each step computing x / (1 + exp(-x)) on its tile.

Correct: the two index maps (i, j) -> block (i, j) cover every element exactly once; the kernel computes exactly the docstring's formula in float32 (exp(100) overflows to inf, giving -100 / inf = -0.0, and exp(-100) underflows to 0, giving 100), all inside one pallas_call with no arithmetic outside.
"""
EXERCISE = "kernels.silu"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    m, n = x.shape
    bm = 4 if m % 4 == 0 else m
    bn = 8 if n % 8 == 0 else n

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = v / (1.0 + jnp.exp(-v))

    tile = pl.BlockSpec((bm, bn), lambda i, j: (i, j))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(m // bm, n // bn),
                          in_specs=[tile], out_specs=tile, interpret=interpret())(x)


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

    assert [round(v, 4) for v in silu(jnp.array([[-1.0, 0.0, 1.0, 2.0]])).ravel().tolist()] == [-0.2689, 0.0, 0.7311, 1.7616]
    rng = np.random.default_rng(4)
    for shape in [(1, 4), (2, 2), (8, 8), (32, 16), (64, 128), (3, 5), (12, 7)]:
        x = (rng.normal(size=shape) * 10).astype(np.float32)
        got = silu(x)
        assert got.dtype == jnp.float32 and got.shape == shape
        np.testing.assert_allclose(np.asarray(got), x / (1 + np.exp(-x.astype(np.float64))), rtol=2e-6, atol=1e-30)
        names = [e.primitive.name for e in top_level(silu, jnp.asarray(x))]
        assert names == ["pallas_call"], names
    edge = np.array([[-100.0, 100.0, -1000.0, 1000.0, 0.0, -0.0, 88.0, 89.0, -88.0, -89.0, 1e-30, -1e30,
                      3.4e38, -3.4e38, 20.0, -20.0]], np.float32)
    got = np.asarray(silu(edge))
    assert np.isfinite(got).all()
    assert got[0, 0] == 0.0 and np.signbit(got[0, 0]) and got[0, 1] == 100.0 and got[0, 3] == 1000.0
    np.testing.assert_allclose(got, edge / (1 + np.exp(-edge.astype(np.float64))), rtol=2e-6, atol=1e-30)
    print("verified")
