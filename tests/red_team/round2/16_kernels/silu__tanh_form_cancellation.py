"""The student computes SiLU through the identity x * sigmoid(x) = 0.5 * x * (1 + tanh(x / 2)), which never overflows, but 1 + tanh(x / 2) cancels catastrophically for negative x: below about x = -12 the result loses most or all of its digits.

Violates: "SiLU, ``x * sigmoid(x) = x / (1 + exp(-x))``, elementwise" (float32 values; the edge cases -100 and 100 still come out -0.0 and 100.0).
Verifying input: x = [[-15.0, -17.0, -20.0]] -> requires [-4.59e-6, -7.04e-7, -4.12e-8], this returns [-4.47e-6 (2.6% off), -0.0, -0.0].
"""
EXERCISE = "kernels.silu"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    m, n = x.shape
    rows = 8 if m % 8 == 0 else m

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(0.5 * v))

    spec = pl.BlockSpec((rows, n), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(m // rows,),
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
    x = np.random.default_rng(4).normal(size=(32, 16)).astype(np.float32) * 3
    np.testing.assert_allclose(np.asarray(silu(x)), x / (1 + np.exp(-x.astype(np.float64))), rtol=1e-5, atol=1e-6)
    got = np.asarray(silu(jnp.array([[-100.0, 100.0]])))
    assert got[0, 0] == 0.0 and np.signbit(got[0, 0]) and got[0, 1] == 100.0
    assert [e.primitive.name for e in top_level(silu, jnp.ones((8, 4)))] == ["pallas_call"]
    x = np.array([[-15.0, -17.0, -20.0]], np.float32)
    want = x / (1 + np.exp(-x.astype(np.float64)))
    got = np.asarray(silu(x))
    rel = np.abs(got - want) / np.abs(want)
    assert rel[0, 0] > 0.02 and got[0, 1] == 0.0 and got[0, 2] == 0.0, (got, want, rel)
    print("verified")
