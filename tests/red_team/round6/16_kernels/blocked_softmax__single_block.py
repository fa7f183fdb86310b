"""The student passes no grid and no BlockSpecs, so the kernel runs once on one block holding all of ``x``: correct values, not the row-blocked kernel asked for.

Violates: "The kernel runs on a grid of ``n // BLOCK_ROWS`` steps; at each step it sees one block of ``BLOCK_ROWS`` whole rows of ``x`` ... the ``pallas_call`` must have such a grid, not one block holding all of ``x``."
Verifying input: the jaxpr of blocked_softmax(zeros((32, 4))) -> requires a pallas_call with grid (4,) and blocks of (8, 4), this has grid () and one block of (32, 4).
"""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x: jax.Array) -> jax.Array:
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v - jnp.max(v, axis=1, keepdims=True))
        o_ref[...] = e / jnp.sum(e, axis=1, keepdims=True)

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, jnp.float32), interpret=interpret())(x)


if __name__ == "__main__":
    import os
    import sys

    import numpy as np

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "exercises", "16_kernels"))
    from kernels import BLOCK_ROWS, GELU_C, TILE, interpret  # the stub module's names, as when appended to it

    def pallas_calls(f, *args):
        found = []

        def walk(j):
            for e in j.eqns:
                if e.primitive.name == "pallas_call":
                    found.append(e)
                for sub in jax.extend.core.jaxprs_in_params(e.params):
                    walk(sub)

        walk(jax.make_jaxpr(f)(*args).jaxpr)
        return found

    def softmax_ref(x):
        x = np.asarray(x, np.float64)
        e = np.exp(x - x.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)
    rng = np.random.default_rng(0)
    x = rng.standard_normal((32, 4)).astype(np.float32)
    x[0] = [1000.0, 999.0, 0.0, 0.0]
    x[1] = -1000.0
    assert np.allclose(blocked_softmax(jnp.asarray(x)), softmax_ref(x), rtol=1e-5, atol=1e-7)
    (call,) = pallas_calls(blocked_softmax, jnp.asarray(x))
    grid = call.params["grid_mapping"].grid
    print("grid:", grid, " required:", (32 // BLOCK_ROWS,))
    assert grid == ()
    print("verified")
