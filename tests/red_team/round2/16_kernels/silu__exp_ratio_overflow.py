"""The student writes sigmoid as exp(x) / (1 + exp(x)), which overflows to inf / inf = nan for x above about 88.7, though the kernel is right on ordinary inputs.

Violates: "finite wherever ``x`` is (... ``silu(100.0)`` is ``100.0``)".
Verifying input: x = [[89.0, 100.0]] -> requires [89.0, 100.0], this returns [nan, nan].
"""
EXERCISE = "kernels.silu"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    def kernel(x_ref, o_ref):
        x = x_ref[...]
        e = jnp.exp(x)
        o_ref[...] = x * e / (1.0 + e)

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x)


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
    x = np.random.default_rng(3).normal(size=(16, 32)).astype(np.float32) * 3
    np.testing.assert_allclose(np.asarray(silu(x)), x / (1 + np.exp(-x)), rtol=1e-5, atol=1e-6)
    got = np.asarray(silu(jnp.array([[-100.0, 50.0]])))
    assert got[0, 0] == 0.0 and np.signbit(got[0, 0]) and got[0, 1] == 50.0
    assert [e.primitive.name for e in top_level(silu, jnp.ones((4, 4)))] == ["pallas_call"]
    assert np.isnan(np.asarray(silu(jnp.array([[89.0, 100.0]])))).all()
    print("verified")
