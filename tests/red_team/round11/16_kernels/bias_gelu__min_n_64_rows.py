"""The row block is ``min(n, 64)`` rows ("bigger blocks are faster, and a small ``x`` is one
block") and the grid is ``n // block`` (floor). Every ``n`` up to 64 is one whole block and every
multiple of 64 is tiled exactly, so the docstring's example (``n = 8``) passes; but ``n = 72``, a
multiple of ``BLOCK_ROWS`` as the docstring allows, gets a grid of one step and its last 8 rows
are never written.

Violates: "x: a float32 array of shape ``(n, d)``, ``n`` a multiple of ``BLOCK_ROWS`` ... ``gelu(x + b)``, the bias added to every row"
Verifying input: bias_gelu(jnp.zeros((72, 2)), jnp.array([1.0, -1.0])) must be [0.8412, -0.1588] in every row; rows 64..71 of this result are not (never written by any grid step).
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
KIND = "blocks"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

_GELU_C = 0.7978845608


def _interpret() -> bool:
    return jax.default_backend() == "cpu"


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape
    rows = min(n, 64)

    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(_GELU_C * (v + 0.044715 * v ** 3)))

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((n, d), x.dtype),
        grid=(n // rows,),
        in_specs=[pl.BlockSpec((rows, d), lambda i: (i, 0)), pl.BlockSpec((d,), lambda i: (0,))],
        out_specs=pl.BlockSpec((rows, d), lambda i: (i, 0)),
        interpret=_interpret(),
    )(x, b)


def _reference(x, b):
    v = x + b
    return 0.5 * v * (1.0 + jnp.tanh(_GELU_C * (v + 0.044715 * v ** 3)))


if __name__ == "__main__":
    out = bias_gelu(jnp.zeros((8, 2)), jnp.array([1.0, -1.0]))
    assert [round(v, 4) for v in out[0].tolist()] == [0.8412, -0.1588]
    x = jax.random.normal(jax.random.key(0), (128, 16))
    b = jnp.linspace(-1, 1, 16)
    assert bool(jnp.allclose(bias_gelu(x, b), _reference(x, b), atol=1e-6))
    got = bias_gelu(jnp.zeros((72, 2)), jnp.array([1.0, -1.0]))
    want = _reference(jnp.zeros((72, 2)), jnp.array([1.0, -1.0]))
    assert bool(jnp.allclose(got[:64], want[:64], atol=1e-6))
    assert not bool(jnp.allclose(got[64:], want[64:], atol=1e-6))
    print("flaw shown: rows 64..71 of a (72, 2) input are wrong:", got[64].tolist())
