"""The student runs the kernel on a grid of m steps, one whole row per step (BlockSpec((1, n), lambda i: (i, 0))), computing exactly x / (1 + exp(-x)).

Correct: the row blocks cover every element exactly once for any (m, n); the formula is the docstring's own, in float32, so exp(100) = inf gives -100 / inf = -0.0 and exp(-100) = 0 gives 100; all the work is in one pallas_call with nothing outside it.
"""
EXERCISE = "kernels.silu"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    m, n = x.shape

    def kernel(x_ref, o_ref):
        row = x_ref[0, :]
        o_ref[0, :] = row / (1.0 + jnp.exp(-row))

    spec = pl.BlockSpec((1, n), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(m,),
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
