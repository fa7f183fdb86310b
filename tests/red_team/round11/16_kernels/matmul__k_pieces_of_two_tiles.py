"""The sum over ``K`` is unrolled by two: the loop inside the kernel runs ``K // (2 * TILE)``
times and each pass adds two ``TILE``-wide pieces. For the docstring's example (``K = 256``) and
any ``K`` that is a multiple of 256 the result is exact; but ``K = 128`` is a positive multiple of
``TILE`` and a power of two, admitted by the docstring, and there the loop runs zero times and
every output tile is 0.

Violates: "a: a float32 array of shape ``(M, K)``, ``M`` and ``K`` positive multiples of ``TILE`` ... Returns: ... equal to ``a @ b`` up to float32 rounding."
Verifying input: matmul(jnp.ones((128, 128)), jnp.ones((128, 128))) must be 128.0 everywhere; this returns 0.0 everywhere.
"""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
KIND = "blocks"

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
        def two_pieces(p, acc):
            s0 = p * 2 * _TILE
            s1 = s0 + _TILE
            acc = acc + jnp.dot(a_ref[:, pl.ds(s0, _TILE)], b_ref[pl.ds(s0, _TILE), :], preferred_element_type=jnp.float32)
            return acc + jnp.dot(a_ref[:, pl.ds(s1, _TILE)], b_ref[pl.ds(s1, _TILE), :], preferred_element_type=jnp.float32)

        o_ref[...] = lax.fori_loop(0, k // (2 * _TILE), two_pieces, jnp.zeros((_TILE, _TILE), jnp.float32))

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((m, n), jnp.float32),
        grid=(m // _TILE, n // _TILE),
        in_specs=[pl.BlockSpec((_TILE, k), lambda i, j: (i, 0)), pl.BlockSpec((k, _TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((_TILE, _TILE), lambda i, j: (i, j)),
        interpret=_interpret(),
    )(a, b)


if __name__ == "__main__":
    a = jnp.ones((128, 256)); b = jnp.full((256, 128), 0.5)
    assert float(matmul(a, b)[0, 0]) == 128.0
    x = jax.random.normal(jax.random.key(1), (256, 512))
    y = jax.random.normal(jax.random.key(2), (512, 128))
    assert bool(jnp.allclose(matmul(x, y), jnp.dot(x, y, precision=lax.Precision.HIGHEST), rtol=1e-4, atol=1e-3))
    got = matmul(jnp.ones((128, 128)), jnp.ones((128, 128)))
    assert float(jnp.abs(got).max()) == 0.0
    print("flaw shown: K = 128 gives an all-zero product")
