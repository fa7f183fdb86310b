"""Correct, unusual style: each kernel step writes ``exp(shifted - log(sum(exp(shifted))))`` (a log-softmax, exponentiated) with ``shifted = v - rowmax``, so no division appears in the kernel; grid ``(n // BLOCK_ROWS,)`` over blocks of whole rows.

Verifying input: compared with a float64 NumPy stable softmax (rtol 1e-5, atol 1e-7) on (n, d) in {(8, 1), (16, 4), (8, 128), (64, 2), (24, 32)}, random rows with mixed scales in one block, rows [1000, 999], [-1000, -1000], [0, 0, 1000, 1000]; rows sum to 1 within 1e-5, non-negative, finite, float32; the jaxpr's pallas_call has grid (n // BLOCK_ROWS,) and (BLOCK_ROWS, d) blocks; also under jax.jit.
"""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "pass"
KIND = "style"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        shifted = v - jnp.max(v, axis=-1, keepdims=True)
        log_total = jnp.log(jnp.sum(jnp.exp(shifted), axis=-1, keepdims=True))
        o_ref[...] = jnp.exp(shifted - log_total)

    rows = pl.BlockSpec((BLOCK_ROWS, d), lambda step: (step, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct((n, d), jnp.float32), grid=(n // BLOCK_ROWS,),
                          in_specs=[rows], out_specs=rows, interpret=interpret())(x)


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
    for n, d in ((8, 1), (16, 4), (8, 128), (64, 2), (24, 32)):
        if True:
            x = (rng.standard_normal((n, d)) * rng.choice([0.1, 1, 30, 300], size=(n, 1))).astype(np.float32)
            x[0, :] = -1000.0
            x[1, : min(2, d)] = [1000.0, 999.0][: min(2, d)]
            if d >= 4:
                x[2, :4] = [0.0, 0.0, 1000.0, 1000.0]
            for fn in (blocked_softmax, jax.jit(blocked_softmax)):
                out = fn(jnp.asarray(x))
                o = np.asarray(out)
                assert out.dtype == jnp.float32 and out.shape == (n, d)
                assert np.isfinite(o).all() and (o >= 0).all()
                assert np.allclose(o, softmax_ref(x), rtol=1e-5, atol=1e-7)
                assert np.allclose(o.sum(axis=1), 1.0, atol=1e-5)
            (call,) = pallas_calls(blocked_softmax, jnp.asarray(x))
            gm = call.params["grid_mapping"]
            assert gm.grid == (n // BLOCK_ROWS,)
            assert all(tuple(getattr(b, "block_size", b) for b in bm.block_shape) == (BLOCK_ROWS, d) for bm in gm.block_mappings)
    out = blocked_softmax(jnp.tile(jnp.array([[0.0, 0.0, 1000.0, 1000.0]]), (8, 1)))
    assert out[0].tolist() == [0.0, 0.0, 0.5, 0.5]
    print("verified")
