"""The student computes GELU inside the kernel with ``jax.nn.gelu(v, approximate=False)`` (the exact, erf-based GELU) rather than the tanh form the docstring specifies; the two differ by up to a few 1e-4.

Violates: "GELU in its tanh form: ``gelu(v) = 0.5 * v * (1 + tanh(GELU_C * (v + 0.044715 * v ** 3)))``."
Verifying input: bias_gelu(zeros((8, 4)), b = [-3.0, -2.0, 2.0, 3.0]) -> requires the tanh form [-0.003637, -0.045402, 1.954598, 2.996363], this returns the erf form [-0.004050, -0.045500, 1.954500, 2.995950]; even the docstring's example rounds to [0.8413, -0.1587] instead of [0.8412, -0.1588].
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
KIND = "values"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, b_ref, o_ref):
        o_ref[...] = jax.nn.gelu(x_ref[...] + b_ref[...], approximate=False)

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((n, d), jnp.float32),
        grid=(n // BLOCK_ROWS,),
        in_specs=[pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0)), pl.BlockSpec((1, d), lambda i: (0, 0))],
        out_specs=pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0)),
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
    b = np.array([-3.0, -2.0, 2.0, 3.0], np.float32)
    want = gelu_ref(np.zeros((8, 4)), b)[0]
    got = np.asarray(bias_gelu(jnp.zeros((8, 4)), jnp.asarray(b)))[0]
    print("tanh form (required):", np.round(want, 6).tolist())
    print("returned            :", np.round(got, 6).tolist())
    assert np.abs(got - want).max() > 1e-4
    out = bias_gelu(jnp.zeros((8, 2)), jnp.array([1.0, -1.0]))
    print("docstring example rounded to 4 places:", [round(v, 4) for v in out[0].tolist()], "(required [0.8412, -0.1588])")
    assert [round(v, 4) for v in out[0].tolist()] != [0.8412, -0.1588]
    print("verified")
