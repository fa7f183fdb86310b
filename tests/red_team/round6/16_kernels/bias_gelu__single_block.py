"""The student fuses the add and the GELU correctly but calls the kernel without a grid, so the whole of ``x`` is one block (it would not fit a GPU's or TPU's on-chip memory for a large ``x``).

Violates: "Use a grid over blocks of rows (``BLOCK_ROWS`` rows is a good start): on a GPU or TPU a large ``x`` is not one block"
Verifying input: the jaxpr of bias_gelu(zeros((64, 8)), zeros(8)) -> requires a pallas_call with a grid over blocks of rows, this has grid () and one (64, 8) block.
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(GELU_C * (v + 0.044715 * v ** 3)))

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, jnp.float32),
                          interpret=interpret())(x, b.reshape(1, -1))


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
    x = rng.standard_normal((64, 8)).astype(np.float32)
    b = rng.standard_normal(8).astype(np.float32)
    assert np.allclose(bias_gelu(jnp.asarray(x), jnp.asarray(b)), gelu_ref(x, b), rtol=1e-5, atol=1e-6)
    _, calls = top_level_and_calls(bias_gelu, jnp.asarray(x), jnp.asarray(b))
    assert len(calls) == 1 and outside_ops(bias_gelu, jnp.asarray(x), jnp.asarray(b)) == ["reshape"]
    grid = calls[0].params["grid_mapping"].grid
    print("grid:", grid)
    assert grid == ()
    print("verified")
