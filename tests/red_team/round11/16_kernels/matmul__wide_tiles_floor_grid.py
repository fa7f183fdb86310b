"""For "bigger" matrices (``M >= 256``) the kernel switches to output tiles of ``256`` rows to
halve the number of grid steps, and the grid is ``M // 256`` by ``N // TILE`` (floor division).
Every ``M`` that is a multiple of 256, and every ``M = 128`` (one 128-row tile, the example),
is right; but ``M = 384``, a multiple of ``TILE`` as the docstring allows, is not a multiple of
256: the grid has one row of tiles, and rows 256..383 of the output are never written.

Violates: "Each kernel step produces one ``(TILE, TILE)`` tile of the output, so the grid has (at least) one step per output tile ... ``M``, ``K``, ``N`` multiples of ``TILE`` ... equal to ``a @ b``"
Verifying input: matmul(jnp.ones((384, 128)), jnp.ones((128, 128))) must be 128.0 everywhere; rows 256..383 of this result are not (never written by any grid step).
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
    tm = 2 * _TILE if m >= 2 * _TILE else _TILE

    def kernel(a_ref, b_ref, o_ref):
        acc = jnp.zeros((tm, _TILE), jnp.float32)
        for p in range(k // _TILE):
            acc += jnp.dot(a_ref[:, p * _TILE:(p + 1) * _TILE], b_ref[p * _TILE:(p + 1) * _TILE, :],
                           preferred_element_type=jnp.float32)
        o_ref[...] = acc

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((m, n), jnp.float32),
        grid=(m // tm, n // _TILE),
        in_specs=[pl.BlockSpec((tm, k), lambda i, j: (i, 0)), pl.BlockSpec((k, _TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((tm, _TILE), lambda i, j: (i, j)),
        interpret=_interpret(),
    )(a, b)


if __name__ == "__main__":
    a = jnp.ones((128, 256)); b = jnp.full((256, 128), 0.5)
    assert float(matmul(a, b)[0, 0]) == 128.0
    x = jax.random.normal(jax.random.key(1), (512, 256))
    y = jax.random.normal(jax.random.key(2), (256, 128))
    assert bool(jnp.allclose(matmul(x, y), jnp.dot(x, y, precision=lax.Precision.HIGHEST), rtol=1e-4, atol=1e-3))
    got = matmul(jnp.ones((384, 128)), jnp.ones((128, 128)))
    assert bool((got[:256] == 128.0).all())
    assert not bool((got[256:] == 128.0).all())
    print("flaw shown: rows 256..383 hold", sorted(set(got[256:].ravel().tolist()))[:3], "instead of 128.0")
