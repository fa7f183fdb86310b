"""The student copied the TPU tutorial's habit of feeding the MXU bfloat16: each ``TILE`` piece is cast to bfloat16 before ``jnp.dot(..., preferred_element_type=float32)``; exact for small integers and ones, but the inputs lose 16 mantissa bits, far beyond float32 rounding.

Violates: "equal to ``a @ b`` up to float32 rounding" ("a: a float32 array", "b: a float32 array")
Verifying input: a, b standard normal, (32, 64) @ (64, 32) -> requires a relative error ~1e-6, this returns errors ~1e-2 (max abs error ~0.05 on entries of size ~8).
"""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    _, N = b.shape

    def kernel(a_ref, b_ref, o_ref):
        def body(p, acc):
            start = pl.multiple_of(p * TILE, TILE)
            a_piece = a_ref[:, pl.ds(start, TILE)].astype(jnp.bfloat16)
            b_piece = b_ref[pl.ds(start, TILE), :].astype(jnp.bfloat16)
            return acc + jnp.dot(a_piece, b_piece, preferred_element_type=jnp.float32)

        o_ref[...] = lax.fori_loop(0, K // TILE, body, jnp.zeros((TILE, TILE), jnp.float32))

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((M, N), jnp.float32),
        grid=(M // TILE, N // TILE),
        in_specs=[pl.BlockSpec((TILE, K), lambda i, j: (i, 0)), pl.BlockSpec((K, TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j: (i, j)),
        interpret=interpret(),
    )(a, b)


if __name__ == "__main__":
    import numpy as np

    TILE = 16

    def interpret() -> bool:
        return jax.default_backend() == "cpu"

    assert float(matmul(jnp.ones((16, 32)), jnp.full((32, 16), 0.5))[0, 0]) == 16.0
    rng = np.random.default_rng(5)
    for M, K, N in [(16, 16, 16), (32, 64, 16), (64, 32, 128)]:
        a = rng.integers(-4, 5, size=(M, K)).astype(np.float32)
        b = rng.integers(-4, 5, size=(K, N)).astype(np.float32)
        assert np.array_equal(jax.jit(matmul)(a, b), a @ b)  # small integers: exact

    a = rng.normal(size=(32, 64)).astype(np.float32)
    b = rng.normal(size=(64, 32)).astype(np.float32)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    got = np.asarray(matmul(a, b), np.float64)
    f32 = np.asarray(jnp.matmul(a, b, precision="highest"), np.float64)
    err, f32_err = np.abs(got - ref).max(), np.abs(f32 - ref).max()
    print(f"max abs error: kernel {err:.2e}, float32 matmul {f32_err:.2e}")
    assert err > 1e-2 and err > 1000 * f32_err
    assert not np.allclose(got, ref, rtol=1e-4, atol=1e-4)
    print("verified")
