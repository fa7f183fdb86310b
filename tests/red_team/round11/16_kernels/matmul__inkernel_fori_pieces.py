"""Correct, unusual style: a 2-D grid with one step per ``(TILE, TILE)`` output tile; each step
receives the ``(TILE, K)`` row panel of ``a`` and the ``(K, TILE)`` column panel of ``b`` and sums
over ``K`` in pieces of ``TILE`` with a ``lax.fori_loop`` inside the kernel, slicing the panels
with ``pl.ds``. The loop count is ``K // TILE``, at least 1 for every admitted ``K``.
"""
EXERCISE = "kernels.matmul"
VERDICT = "pass"
KIND = "correct"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl

_TILE = 128


def _interpret() -> bool:
    return jax.default_backend() == "cpu"


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    m, k = a.shape
    _, n = b.shape

    def kernel(a_ref, b_ref, o_ref):
        def piece(p, acc):
            start = pl.multiple_of(p * _TILE, _TILE)
            a_piece = a_ref[:, pl.ds(start, _TILE)]
            b_piece = b_ref[pl.ds(start, _TILE), :]
            return acc + jnp.dot(a_piece, b_piece, preferred_element_type=jnp.float32)

        acc = lax.fori_loop(0, k // _TILE, piece, jnp.zeros((_TILE, _TILE), jnp.float32))
        o_ref[...] = acc.astype(o_ref.dtype)

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((m, n), jnp.float32),
        grid=(m // _TILE, n // _TILE),
        in_specs=[
            pl.BlockSpec((_TILE, k), lambda i, j: (i, 0)),
            pl.BlockSpec((k, _TILE), lambda i, j: (0, j)),
        ],
        out_specs=pl.BlockSpec((_TILE, _TILE), lambda i, j: (i, j)),
        interpret=_interpret(),
    )(a, b)


if __name__ == "__main__":
    a = jnp.ones((128, 256)); b = jnp.full((256, 128), 0.5)
    assert float(matmul(a, b)[0, 0]) == 128.0
    keys = jax.random.split(jax.random.key(0), 2)
    for (m, k, n) in ((128, 128, 128), (384, 256, 256), (256, 512, 128)):
        x = jax.random.normal(keys[0], (m, k))
        y = jax.random.normal(keys[1], (k, n))
        got = matmul(x, y)
        want = jnp.dot(x, y, precision=lax.Precision.HIGHEST)
        assert got.shape == (m, n) and got.dtype == jnp.float32
        assert bool(jnp.allclose(got, want, rtol=1e-4, atol=1e-3)), (m, k, n)
    print("ok")
