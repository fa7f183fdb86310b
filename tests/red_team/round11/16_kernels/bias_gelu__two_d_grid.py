"""Correct, unusual style: a 2-D grid, rows in blocks of ``BLOCK_ROWS`` and columns in blocks of
``min(d, 128)`` (``d`` is a power of two, so the blocks tile it exactly), with the bias's ``BlockSpec``
following the column index and broadcast over the rows inside the kernel. The GELU is written
with ``v * v * v`` and the add happens inside the kernel: the program is one ``pallas_call`` and
nothing else. Jitted.
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "pass"
KIND = "correct"

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
        inner = _GELU_C * (v + 0.044715 * (v * v * v))
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(inner))

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((n, d), x.dtype),
        grid=(n // _BLOCK_ROWS, d // cols),
        in_specs=[
            pl.BlockSpec((_BLOCK_ROWS, cols), lambda i, j: (i, j)),
            pl.BlockSpec((cols,), lambda i, j: (j,)),
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
    key = jax.random.key(0)
    for n, d in ((8, 1), (72, 2), (24, 128), (16, 256), (40, 512)):
        x = jax.random.normal(key, (n, d))
        b = jnp.linspace(-2, 2, d)
        got = bias_gelu(x, b)
        assert got.shape == (n, d) and got.dtype == jnp.float32
        assert bool(jnp.allclose(got, _reference(x, b), atol=1e-5)), (n, d)
    inner = jax.make_jaxpr(bias_gelu)(jnp.zeros((8, 2)), jnp.zeros(2)).eqns[0].params["jaxpr"]
    assert [e.primitive.name for e in inner.eqns] == ["pallas_call"]
    print("ok")
