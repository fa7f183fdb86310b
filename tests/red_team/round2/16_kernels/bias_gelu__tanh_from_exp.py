"""The student spells tanh out as (exp(2z) - 1) / (exp(2z) + 1) inside the kernel (older Triton had no tanh), which overflows to inf / inf = nan once x + b exceeds about 10.5.

Violates: "``gelu(x + b)`` ... GELU in its tanh form" (gelu(11.0) is 11.0, not NaN) for "x: a float32 array".
Verifying input: x = full((8, 2), 11.0), b = zeros(2) -> requires 11.0, this returns nan.
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        e = jnp.exp(2.0 * GELU_C * (v + 0.044715 * v * v * v))
        o_ref[...] = 0.5 * v * (1.0 + (e - 1.0) / (e + 1.0))

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

    out = bias_gelu(jnp.zeros((8, 2)), jnp.array([1.0, -1.0]))
    assert [round(v, 4) for v in out[0].tolist()] == [0.8412, -0.1588]
    rng = np.random.default_rng(0)
    x, b = rng.normal(size=(32, 16)).astype(np.float32) * 1.5, rng.normal(size=16).astype(np.float32)  # typical activations
    np.testing.assert_allclose(np.asarray(bias_gelu(x, b)), ref(x, b), rtol=1e-4, atol=1e-5)
    assert np.abs(x + b).max() < 10.0
    assert outside(bias_gelu, jnp.zeros((16, 4)), jnp.zeros(4)) == []
    got = np.asarray(bias_gelu(jnp.full((8, 2), 11.0), jnp.zeros(2)))
    assert np.isnan(got).all() and ref(11.0, 0.0) == 11.0, got
    print("verified")
