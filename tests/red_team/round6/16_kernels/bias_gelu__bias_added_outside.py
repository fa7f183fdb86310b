"""The student adds the bias in ``jnp`` before the call (``pallas_call(...)(x + b)``) and puts only the GELU in the kernel: right values, but the add is a separate operation outside the kernel.

Violates: "here the add and the GELU happen in one kernel, and the grader reads the program for it: one ``pallas_call``, and no arithmetic outside it."
Verifying input: jax.make_jaxpr(bias_gelu)(zeros((16, 8)), zeros(8)) -> requires no arithmetic outside the pallas_call, this has an add (after a broadcast) outside it.
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
    n, d = x.shape

    def kernel(v_ref, o_ref):
        v = v_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(GELU_C * (v + 0.044715 * v ** 3)))

    spec = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct((n, d), jnp.float32), grid=(n // BLOCK_ROWS,),
                          in_specs=[spec], out_specs=spec, interpret=interpret())(x + b)


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
    x = rng.standard_normal((16, 8)).astype(np.float32)
    b = rng.standard_normal(8).astype(np.float32)
    assert np.allclose(bias_gelu(jnp.asarray(x), jnp.asarray(b)), gelu_ref(x, b), rtol=1e-5, atol=1e-6)
    outside = outside_ops(bias_gelu, jnp.zeros((16, 8)), jnp.zeros(8))
    print("operations outside the kernel:", outside)
    assert "add" in outside
    print("verified")
