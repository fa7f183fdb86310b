"""A 2-D grid: rows in blocks of ``BLOCK_ROWS``, columns in blocks of ``min(d, 128)``. The ``x``
and output blocks follow both grid indices, but the bias ``BlockSpec``'s index map returns
``(0,)`` whatever the column step, so every column block gets the bias of columns ``0..127``.
For ``d <= 128`` (one column block, the docstring's example with ``d = 2``) this is right; for
``d = 256``, a power of two as the docstring allows, columns 128..255 get the wrong bias.

Violates: "``gelu(x + b)``, the bias added to every row ... b: a float32 array of shape ``(d,)``, ``d`` a power of two as for ``x``"
Verifying input: bias_gelu(jnp.zeros((8, 256)), jnp.arange(256.0) / 128) must be gelu(jnp.arange(256.0) / 128) in each row; columns 128..255 of this result are gelu of columns 0..127's bias.
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
KIND = "blocks"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

_BLOCK_ROWS = 8
_GELU_C = 0.7978845608


def _interpret() -> bool:
    return jax.default_backend() == "cpu"


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape
    cols = min(d, 128)

    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...][None, :]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(_GELU_C * (v + 0.044715 * v * v * v)))

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((n, d), x.dtype),
        grid=(n // _BLOCK_ROWS, d // cols),
        in_specs=[
            pl.BlockSpec((_BLOCK_ROWS, cols), lambda i, j: (i, j)),
            pl.BlockSpec((cols,), lambda i, j: (0,)),
        ],
        out_specs=pl.BlockSpec((_BLOCK_ROWS, cols), lambda i, j: (i, j)),
        interpret=_interpret(),
    )(x, b)


def _reference(x, b):
    v = x + b
    return 0.5 * v * (1.0 + jnp.tanh(_GELU_C * (v + 0.044715 * v ** 3)))


if __name__ == "__main__":
    out = bias_gelu(jnp.zeros((8, 2)), jnp.array([1.0, -1.0]))
    assert [round(v, 4) for v in out[0].tolist()] == [0.8412, -0.1588]
    x = jax.random.normal(jax.random.key(0), (24, 128))
    b = jnp.linspace(-1, 1, 128)
    assert bool(jnp.allclose(bias_gelu(x, b), _reference(x, b), atol=1e-6))
    b256 = jnp.arange(256.0) / 128
    got = bias_gelu(jnp.zeros((8, 256)), b256)
    want = _reference(jnp.zeros((8, 256)), b256)
    assert bool(jnp.allclose(got[:, :128], want[:, :128], atol=1e-6))
    assert not bool(jnp.allclose(got[:, 128:], want[:, 128:], atol=1e-3))
    assert bool(jnp.allclose(got[:, 128:], want[:, :128], atol=1e-6))
    print("flaw shown: column 200 got", float(got[0, 200]), "expected", float(want[0, 200]))
