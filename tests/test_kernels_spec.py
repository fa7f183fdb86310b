"""Tests for `_largest_operand_block` in autograder/specs/kernels.py, which the `blocked` check of
`kernels.bias_gelu` reads: the largest operand of a pallas_call and its block, on kernels whose blocks are known."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.experimental import pallas as pl

from autograder.checks.structure import equations
from autograder.specs.kernels import _largest_operand_block


def _copy(x_ref, b_ref, o_ref) -> None:
    o_ref[...] = x_ref[...] + b_ref[...]


def _rows(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape
    rows = pl.BlockSpec((8, d), lambda i: (i, 0))
    return pl.pallas_call(_copy, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // 8,),
                          in_specs=[rows, pl.BlockSpec((1, d), lambda i: (0, 0))], out_specs=rows,
                          interpret=True)(x, b.reshape(1, d))


def _whole(x: jax.Array, b: jax.Array) -> jax.Array:
    return pl.pallas_call(_copy, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=True)(x, b.reshape(1, -1))


@pytest.mark.parametrize("kernel, block", [(_rows, (8, 128)), (_whole, (64, 128))], ids=["row-blocks", "one-block"])
def test_largest_operand_block_is_x_s_block(kernel, block: tuple[int, ...]) -> None:
    closed = jax.make_jaxpr(kernel)(jnp.zeros((64, 128)), jnp.zeros(128))
    (equation,) = [e for e in equations(closed.jaxpr) if e.primitive.name == "pallas_call"]
    assert _largest_operand_block(equation) == ((64, 128), block)
    assert np.prod(block) <= 64 * 128
