"""The student computes inside the kernel in bfloat16 "for speed" and casts back to float32 on the write, so every output carries bfloat16 rounding (about 3 significant digits).

Violates: "SiLU, ``x * sigmoid(x) = x / (1 + exp(-x))``" for "x: a float32 array", "A float32 array" (float32 results, not bfloat16 ones).
Verifying input: x = [[3.0, 10.5]] -> requires [2.857723, 10.499709], this returns [2.859375, 10.5].
"""
EXERCISE = "kernels.silu"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    def kernel(x_ref, o_ref):
        v = x_ref[...].astype(jnp.bfloat16)
        o_ref[...] = (v / (1 + jnp.exp(-v))).astype(o_ref.dtype)

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

    np.testing.assert_allclose(np.asarray(silu(jnp.array([[-1.0, 0.0, 1.0, 2.0]]))).ravel(), [-0.2689, 0.0, 0.7311, 1.7616], rtol=5e-3)
    got = silu(jnp.array([[-100.0, 100.0, 0.0, 1.0]]))
    assert got.dtype == jnp.float32 and got[0, 1] == 100.0 and np.signbit(np.asarray(got)[0, 0])
    assert [e.primitive.name for e in top_level(silu, jnp.ones((4, 4)))] == ["pallas_call"]
    x = np.array([[3.0, 10.5]], np.float32)
    got = np.asarray(silu(x))
    want = x / (1 + np.exp(-x))
    assert np.abs(got - want).max() > 1e-3, (got, want)
    print("verified")
