"""Correct, unusual style: a 2-D grid over blocks of ``BLOCK_ROWS`` rows *and* of at most 128 columns, with the bias passed as a ``(1, d)`` row (reshaped outside, which is not arithmetic) whose block follows the column index.

Verifying input: compared with the float64 tanh-form GELU of x + b (rtol 1e-5, atol 1e-6) for (n, d) in {(8, 1), (16, 2), (72, 8), (8, 512), (256, 128)}, random x and b incl. large values (+-50); output float32 (n, d); the program has one pallas_call with a grid and nothing outside it but reshape; the docstring example [0.8412, -0.1588]; bias_gelu is jitted (has .lower).
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "pass"
KIND = "style"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape
    cols = min(d, 128)

    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        inner = GELU_C * (v + 0.044715 * (v * v * v))
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(inner))

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((n, d), jnp.float32),
        grid=(n // BLOCK_ROWS, d // cols),
        in_specs=[pl.BlockSpec((BLOCK_ROWS, cols), lambda i, j: (i, j)), pl.BlockSpec((1, cols), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((BLOCK_ROWS, cols), lambda i, j: (i, j)),
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
    assert hasattr(bias_gelu, "lower")
    for n, d in ((8, 1), (16, 2), (72, 8), (8, 512), (256, 128)):
        if True:
            x = (rng.standard_normal((n, d)) * 3).astype(np.float32)
            x.flat[0] = 50.0
            if x.size > 1:
                x.flat[1] = -50.0
            b = rng.standard_normal(d).astype(np.float32)
            got = bias_gelu(jnp.asarray(x), jnp.asarray(b))
            assert got.dtype == jnp.float32 and got.shape == (n, d)
            assert np.allclose(np.asarray(got), gelu_ref(x, b), rtol=1e-5, atol=1e-6)
            _, calls = top_level_and_calls(bias_gelu, jnp.asarray(x), jnp.asarray(b))
            assert len(calls) == 1 and calls[0].params["grid_mapping"].grid == (n // BLOCK_ROWS, d // min(d, 128))
            assert set(outside_ops(bias_gelu, jnp.asarray(x), jnp.asarray(b))) <= {"reshape"}
    print("verified")
