"""The student picks bigger blocks for speed, ``rows = min(64, n)`` with ``grid = (n // rows,)``: fine when ``n`` is at most 64 or a multiple of 64, but for other multiples of ``BLOCK_ROWS`` the last ``n % 64`` rows are never computed (NaN in interpret mode).

Violates: "x: a float32 array of shape ``(n, d)``, ``n`` a multiple of ``BLOCK_ROWS``" / "``gelu(x + b)``, the bias added to every row"
Verifying input: bias_gelu(x of shape (72, 4), b) with random values -> requires gelu(x + b) in all 72 rows, this returns NaN in rows 64-71.
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape
    rows = min(64, n)

    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(GELU_C * (v + 0.044715 * v * v * v)))

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((n, d), jnp.float32),
        grid=(n // rows,),
        in_specs=[pl.BlockSpec((rows, d), lambda i: (i, 0)), pl.BlockSpec((1, d), lambda i: (0, 0))],
        out_specs=pl.BlockSpec((rows, d), lambda i: (i, 0)),
        interpret=interpret(),
    )(x, b.reshape(1, d))


if __name__ == "__main__":
    import os
    import sys

    import numpy as np

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "exercises", "16_kernels"))
    from kernels import BLOCK_ROWS, GELU_C, TILE, interpret  # the stub module's names, as when appended to it

    def top_level_and_calls(f, *args):
        closed = jax.make_jaxpr(f)(*args)
        names, calls = [], []

        def walk(j, top):
            for e in j.eqns:
                if top:
                    names.append(e.primitive.name)
                if e.primitive.name == "pallas_call":
                    calls.append(e)
                    continue
                for sub in jax.extend.core.jaxprs_in_params(e.params):
                    walk(sub, top=top)

        walk(closed.jaxpr, True)
        return names, calls

    def outside_ops(f, *args):
        # primitives outside every pallas_call (through the jit wrapper)
        outside = []

        def walk(j):
            for e in j.eqns:
                if e.primitive.name == "pallas_call":
                    continue
                if e.primitive.name not in ("jit", "pjit"):
                    outside.append(e.primitive.name)
                for sub in jax.extend.core.jaxprs_in_params(e.params):
                    walk(sub)

        walk(jax.make_jaxpr(f)(*args).jaxpr)
        return outside

    def gelu_ref(x, b):
        v = np.asarray(x, np.float64) + np.asarray(b, np.float64)
        return 0.5 * v * (1 + np.tanh(GELU_C * (v + 0.044715 * v ** 3)))

    rng = np.random.default_rng(0)
    out = bias_gelu(jnp.zeros((8, 2)), jnp.array([1.0, -1.0]))
    assert [round(v, 4) for v in out[0].tolist()] == [0.8412, -0.1588]
    for n in (8, 16, 64, 128):
        x = rng.standard_normal((n, 4)).astype(np.float32)
        b = rng.standard_normal(4).astype(np.float32)
        assert np.allclose(bias_gelu(jnp.asarray(x), jnp.asarray(b)), gelu_ref(x, b), rtol=1e-5, atol=1e-6)
    x = rng.standard_normal((72, 4)).astype(np.float32)
    b = rng.standard_normal(4).astype(np.float32)
    got = np.asarray(bias_gelu(jnp.asarray(x), jnp.asarray(b)))
    assert np.allclose(got[:64], gelu_ref(x, b)[:64], rtol=1e-5, atol=1e-6)
    print("n = 72, rows 64-71 NaN:", np.isnan(got[64:]).all())
    assert np.isnan(got[64:]).all()
    print("verified")
