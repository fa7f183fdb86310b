"""The student's BlockSpec for ``b`` maps grid step ``(i, j)`` to block ``(0, i)`` (the row-tile index) instead of ``(0, j)``: square grids with one tile per side look right, but every output tile in row ``i`` uses column tile ``i`` of ``b``.

Violates: "Each kernel step produces one ``(TILE, TILE)`` tile of the output" / "equal to ``a @ b`` up to float32 rounding."
Verifying input: matmul(a (128, 128), b (128, 256)) with random values -> requires out[:, 128:] = a @ b[:, 128:], this returns a @ b[:, :128] there.
"""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
KIND = "values"

import jax
import jax.extend
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    _, N = b.shape

    def kernel(a_ref, b_ref, o_ref):
        def body(k, acc):
            start = pl.multiple_of(k * TILE, TILE)
            return acc + jnp.dot(a_ref[:, pl.ds(start, TILE)], b_ref[pl.ds(start, TILE), :],
                                 preferred_element_type=jnp.float32)

        o_ref[...] = lax.fori_loop(0, K // TILE, body, jnp.zeros((TILE, TILE), jnp.float32))

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((M, N), jnp.float32),
        grid=(M // TILE, N // TILE),
        in_specs=[pl.BlockSpec((TILE, K), lambda i, j: (i, 0)), pl.BlockSpec((K, TILE), lambda i, j: (0, i))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j: (i, j)),
        interpret=interpret(),
    )(a, b)


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

    rng = np.random.default_rng(0)

    def operands(M, K, N):
        a = rng.standard_normal((M, K)).astype(np.float32)
        b = rng.standard_normal((K, N)).astype(np.float32)
        return a, b, a.astype(np.float64) @ b.astype(np.float64)
    assert float(matmul(jnp.ones((128, 256)), jnp.full((256, 128), 0.5))[0, 0]) == 128.0
    a, b, ref = operands(128, 256, 128)
    assert np.allclose(matmul(jnp.asarray(a), jnp.asarray(b)), ref, rtol=1e-4, atol=1e-3)  # one column tile: right
    a, b, ref = operands(128, 128, 256)
    got = np.asarray(matmul(jnp.asarray(a), jnp.asarray(b)))
    assert np.allclose(got[:, :128], ref[:, :128], rtol=1e-4, atol=1e-3)
    print("second column tile max error:", np.abs(got[:, 128:] - ref[:, 128:]).max())
    assert np.allclose(got[:, 128:], ref[:, :128], rtol=1e-4, atol=1e-3)
    assert not np.allclose(got[:, 128:], ref[:, 128:], rtol=1e-2, atol=1e-1)
    print("verified")
