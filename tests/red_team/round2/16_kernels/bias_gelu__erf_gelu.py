"""The student uses the exact erf GELU (jax.nn.gelu(approximate=False)) inside the fused kernel, a different function from the tanh form the docstring names, off by up to about 5e-4.

Violates: "GELU in its tanh form: ``gelu(v) = 0.5 * v * (1 + tanh(GELU_C * (v + 0.044715 * v ** 3)))``".
Verifying input: x = zeros((8, 1)), b = [1.0] -> requires 0.841192, this returns 0.841345 (and 0.8413 where the docstring shows 0.8412).
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, b_ref, o_ref):
        o_ref[...] = jax.nn.gelu(x_ref[...] + b_ref[...], approximate=False)

    rows = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // BLOCK_ROWS,),
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
    rng = np.random.default_rng(0)
    x, b = rng.normal(size=(32, 16)).astype(np.float32) * 3, rng.normal(size=16).astype(np.float32)
    np.testing.assert_allclose(np.asarray(bias_gelu(x, b)), ref(x, b), atol=1e-3)  # close to the eye
    assert outside(bias_gelu, jnp.zeros((16, 4)), jnp.zeros(4)) == []
    got = float(bias_gelu(jnp.zeros((8, 1)), jnp.ones(1))[0, 0])
    assert abs(got - ref(0.0, 1.0)) > 1e-4, got
    out = bias_gelu(jnp.zeros((8, 2)), jnp.array([1.0, -1.0]))
    assert [round(v, 4) for v in out[0].tolist()] == [0.8413, -0.1587]
    print("verified")
