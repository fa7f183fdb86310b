"""Tests for the helpers of the `saved_per_block` check in autograder/specs/autodiff_control.py:
`residual_size` and `backward_peak`, on networks whose backward pass is known."""

from __future__ import annotations

from typing import Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.specs.autodiff_control import backward_peak, residual_size

WIDTH, ROWS = 4, 16
ACTIVATION = WIDTH * ROWS


def _block(h: jax.Array, layer: dict) -> jax.Array:
    return h + jnp.tanh(h @ layer["w"] + layer["b"])


def plain(params: list[dict], x: jax.Array) -> jax.Array:
    for layer in params:
        x = _block(x, layer)
    return x


def per_block(params: list[dict], x: jax.Array) -> jax.Array:
    for layer in params:
        x = jax.checkpoint(_block)(x, layer)
    return x


def around_network(params: list[dict], x: jax.Array) -> jax.Array:
    return jax.checkpoint(plain)(params, x)


def _network(depth: int) -> tuple[list[dict], jax.Array]:
    layer = {"w": jnp.eye(WIDTH), "b": jnp.zeros(WIDTH)}
    return [layer] * depth, jnp.ones((ROWS, WIDTH))


def test_residual_size_excludes_arguments() -> None:
    assert residual_size(jnp.sin, jnp.ones(5)) == 5  # cos(x)
    assert residual_size(lambda h, w: h @ w, jnp.ones((5, 3)), jnp.eye(3)) == 0  # only its arguments


@pytest.mark.parametrize(
    "network, added_per_block",
    [(per_block, 1), (around_network, 3), (plain, 3)],
    ids=["checkpoint_per_block", "checkpoint_around_network", "plain"],
)
def test_backward_peak_grows_by_what_each_block_keeps(network: Callable, added_per_block: int) -> None:
    growth = backward_peak(network, *_network(4)) - backward_peak(network, *_network(2))
    assert growth == 2 * added_per_block * ACTIVATION
