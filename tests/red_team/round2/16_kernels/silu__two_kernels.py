"""The student splits SiLU over two pallas_calls, one writing exp(-x) to memory and one dividing x by 1 + that, so the values are right but the work is not one kernel.

Violates: "SiLU ... elementwise, computed by one Pallas kernel".
Verifying input: x = ones((4, 4)) -> requires a program with one pallas_call, this one holds two.
"""
EXERCISE = "kernels.silu"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    def exp_kernel(x_ref, o_ref):
        o_ref[...] = jnp.exp(-x_ref[...])

    def divide_kernel(x_ref, e_ref, o_ref):
        o_ref[...] = x_ref[...] / (1.0 + e_ref[...])

    shape = jax.ShapeDtypeStruct(x.shape, x.dtype)
    e = pl.pallas_call(exp_kernel, out_shape=shape, interpret=interpret())(x)
    return pl.pallas_call(divide_kernel, out_shape=shape, interpret=interpret())(x, e)


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
    x = np.random.default_rng(2).normal(size=(16, 32)).astype(np.float32) * 3
    np.testing.assert_allclose(np.asarray(silu(x)), x / (1 + np.exp(-x)), rtol=1e-5, atol=1e-6)
    got = np.asarray(silu(jnp.array([[-100.0, 100.0]])))
    assert got[0, 1] == 100.0 and got[0, 0] == 0.0 and np.signbit(got[0, 0])
    names = [e.primitive.name for e in top_level(silu, jnp.ones((4, 4)))]
    assert "pallas_call" in names and names.count("pallas_call") == 2, names
    print("verified")
