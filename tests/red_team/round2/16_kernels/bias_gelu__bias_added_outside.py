"""The student adds the bias with jnp before the pallas_call and the kernel applies only GELU: right values on a row grid, but the add is an extra pass over memory outside the kernel.

Violates: "here the add and the GELU happen in one kernel, and the grader reads the program for it: one ``pallas_call``, and no arithmetic outside it".
Verifying input: x = zeros((16, 4)), b = zeros(4) -> requires a program with nothing but the pallas_call (and reshapes), this one holds an add outside it.
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape

    def gelu_kernel(v_ref, o_ref):
        v = v_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(GELU_C * (v + 0.044715 * v ** 3)))

    spec = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    return pl.pallas_call(gelu_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // BLOCK_ROWS,),
                          in_specs=[spec], out_specs=spec, interpret=interpret())(x + b)


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
    x, b = rng.normal(size=(32, 16)).astype(np.float32) * 3, rng.normal(size=16).astype(np.float32)
    np.testing.assert_allclose(np.asarray(bias_gelu(x, b)), ref(x, b), rtol=1e-5, atol=1e-6)
    names = [e.primitive.name for e in top_level(bias_gelu, jnp.zeros((16, 4)), jnp.zeros(4))]
    assert names.count("pallas_call") == 1 and "add" in outside(bias_gelu, jnp.zeros((16, 4)), jnp.zeros(4)), names
    print("verified")
