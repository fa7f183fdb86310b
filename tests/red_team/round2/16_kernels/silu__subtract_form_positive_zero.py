"""The student writes SiLU as x - x / (1 + exp(x)) (the same function on paper), which loses the sign and all relative precision for negative x: silu(-100.0) comes out +0.0.

Violates: "``silu(-100.0)`` is ``-0.0``" and "SiLU, ``x * sigmoid(x) = x / (1 + exp(-x))``".
Verifying input: x = [[-100.0, -20.0]] -> requires [-0.0, -4.12e-8], this returns [+0.0, 0.0].
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
        o_ref[...] = x - x / (1.0 + jnp.exp(x))

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
    x = np.random.default_rng(0).normal(size=(16, 32)).astype(np.float32) * 3
    np.testing.assert_allclose(np.asarray(silu(x)), x / (1 + np.exp(-x)), rtol=1e-5, atol=1e-6)
    assert float(silu(jnp.array([[100.0]]))[0, 0]) == 100.0
    assert [e.primitive.name for e in top_level(silu, jnp.ones((4, 4)))] == ["pallas_call"]
    got = np.asarray(silu(jnp.array([[-100.0, -20.0]])))
    assert got[0, 0] == 0.0 and not np.signbit(got[0, 0]), got
    assert got[0, 1] == 0.0 and np.float32(-20.0) / (1 + np.exp(np.float32(20.0))) < -4e-8
    print("verified")
