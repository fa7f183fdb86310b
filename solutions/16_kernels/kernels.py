"""Writing kernels with Pallas.

XLA turns a `jax.jit` function into kernels for you. Pallas lets you write one yourself: a
Python function that JAX compiles into a single kernel for a GPU (through Triton) or a TPU
(through Mosaic), or runs step by step on a CPU in *interpret mode*.

A kernel receives *references* (`Ref`s) instead of arrays: one per input, then one per output.
``x_ref[...]`` reads the whole block a reference points at, ``x_ref[0, :]`` a part of it, and
``o_ref[...] = value`` writes the output. The kernel returns nothing: what it wrote is the result.

``pl.pallas_call(kernel, out_shape=..., grid=..., in_specs=..., out_specs=...)`` turns the
kernel into a function of arrays:

- ``out_shape``: the shape and dtype of the output, e.g. ``jax.ShapeDtypeStruct(x.shape, x.dtype)``.
- ``grid``: how many times the kernel runs, e.g. ``(4,)`` or ``(2, 3)``; inside, ``pl.program_id(axis)``
  tells which step is running.
- ``pl.BlockSpec(block_shape, index_map)``, one per input (``in_specs``, a list) and per output
  (``out_specs``): at grid step ``(i, j, ...)`` the kernel sees the block of shape
  ``block_shape`` whose *block index* is ``index_map(i, j, ...)``. The index counts blocks, not
  elements: ``lambda i: (i, 0)`` with blocks of 8 rows starts at row ``8 * i``.
- ``interpret``: this machine has no GPU, and a CPU can only *interpret* a kernel (JAX runs its
  steps one by one as ordinary JAX). Every ``pallas_call`` in this module passes
  ``interpret=interpret()``: true on a CPU, false on a GPU or TPU, where the kernel is compiled.
  Forget it on a CPU and JAX says ``Only interpret mode is supported on CPU backend``.

Interpret mode checks what a kernel computes, not how fast it is: the speed of a kernel is
measured only on a GPU or TPU.
"""

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl

BLOCK_ROWS = 8  # rows per kernel step in `blocked_softmax` (and a good start in `bias_gelu`)
TILE = 128  # side of the output tiles, and of the pieces of K, in `matmul` (a TPU wants blocks 128 wide)
GELU_C = 0.7978845608  # sqrt(2 / pi), for the tanh form of GELU


def interpret() -> bool:
    """Whether a `pallas_call` must run in interpret mode here: True on a CPU (given, not an exercise).

    Pass ``interpret=interpret()`` to every ``pl.pallas_call`` you write, so the same code runs
    interpreted on a CPU and compiled on a GPU or TPU.
    """
    return jax.default_backend() == "cpu"


def silu(x: jax.Array) -> jax.Array:
    """SiLU, ``x * sigmoid(x) = x / (1 + exp(-x))``, elementwise, computed by one Pallas kernel.

    The code you are given does not run: JAX stops with an error while tracing the kernel. Read
    the error, fix the kernel, keep the ``pallas_call``: the grader checks that the program holds
    one (a plain ``jnp`` version loses the points).

    Args:
        x: a float32 array of shape ``(m, n)``; both sides powers of two, so the whole array is
            one block a GPU's kernel compiler accepts (on a CPU any shape works). Finite values only.

    Returns:
        A float32 array of the same shape: finite wherever ``x`` is (``silu(-100.0)`` is ``-0.0``,
        ``silu(100.0)`` is ``100.0``).

    Example:
        >>> [round(v, 4) for v in silu(jnp.array([[-1.0, 0.0, 1.0, 2.0]])).ravel().tolist()]
        [-0.2689, 0.0, 0.7311, 1.7616]
    """
    ### BEGIN SOLUTION
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = v / (1.0 + jnp.exp(-v))

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x)
    ### STUB
    # def kernel(x_ref, o_ref):
    #     o_ref[...] = x_ref / (1.0 + jnp.exp(-x_ref))
    #
    # return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x)
    ### END SOLUTION


def blocked_softmax(x: jax.Array) -> jax.Array:
    """Softmax of every row of ``x``, by a Pallas kernel that handles ``BLOCK_ROWS`` rows per step.

    The kernel runs on a grid of ``n // BLOCK_ROWS`` steps; at each step it sees one block of
    ``BLOCK_ROWS`` whole rows of ``x`` and writes the same rows of the output. The grader reads
    the program: the ``pallas_call`` must have such a grid, not one block holding all of ``x``,
    and the whole softmax happens inside it (one ``pallas_call``, no arithmetic outside it).
    Numerically stable: rows like ``[1000.0, 999.0]`` or ``[-1000.0, -1000.0]`` give finite results.

    Args:
        x: a float32 array of shape ``(n, d)``, ``n`` a multiple of ``BLOCK_ROWS``, ``d`` a power of two.
            Finite values only.

    Returns:
        A float32 array of shape ``(n, d)``; every row is positive and sums to 1.

    Example:
        >>> out = blocked_softmax(jnp.tile(jnp.array([[0.0, 0.0, 1000.0, 1000.0]]), (8, 1)))
        >>> out[0].tolist()
        [0.0, 0.0, 0.5, 0.5]
    """
    ### BEGIN SOLUTION
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v - v.max(axis=1, keepdims=True))
        o_ref[...] = e / e.sum(axis=1, keepdims=True)

    n, d = x.shape
    rows = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(n // BLOCK_ROWS,),
        in_specs=[rows],
        out_specs=rows,
        interpret=interpret(),
    )(x)
    ### END SOLUTION


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    """The matrix product ``a @ b``, by a Pallas kernel that works tile by tile.

    Each kernel step produces one ``(TILE, TILE)`` tile of the output, so the grid has (at
    least) one step per output tile, and the grader reads the program for that. The sum over
    ``K`` goes in pieces of ``TILE``: either a loop inside the kernel over pieces of the
    ``(TILE, K)`` and ``(K, TILE)`` blocks it receives (this form also runs on a GPU, whose grid
    steps run at the same time), or a third grid axis over the pieces whose steps add into the
    output tile (this form needs steps that run one after the other: a TPU, or interpret mode).

    Args:
        a: a float32 array of shape ``(M, K)``, ``M`` and ``K`` positive multiples of ``TILE`` (below).
            Finite values only.
        b: a float32 array of shape ``(K, N)``; ``M``, ``K``, ``N`` multiples of ``TILE``, ``K`` also a power of
            two (so the blocks a GPU's kernel compiler receives are too). Finite values only.

    Returns:
        A float32 array of shape ``(M, N)``, equal to ``a @ b`` up to float32 rounding.

    Example:
        >>> a = jnp.ones((128, 256)); b = jnp.full((256, 128), 0.5)
        >>> float(matmul(a, b)[0, 0])
        128.0
    """
    ### BEGIN SOLUTION
    m, k = a.shape
    n = b.shape[1]
    pieces = k // TILE

    def kernel(a_ref, b_ref, o_ref):
        def add_piece(p, acc):
            start = pl.multiple_of(p * TILE, TILE)
            a_piece = a_ref[:, pl.ds(start, TILE)]
            b_piece = b_ref[pl.ds(start, TILE), :]
            return acc + jnp.dot(a_piece, b_piece, preferred_element_type=jnp.float32)

        o_ref[...] = lax.fori_loop(0, pieces, add_piece, jnp.zeros((TILE, TILE), jnp.float32))

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((m, n), jnp.float32),
        grid=(m // TILE, n // TILE),
        in_specs=[pl.BlockSpec((TILE, k), lambda i, j: (i, 0)), pl.BlockSpec((k, TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j: (i, j)),
        interpret=interpret(),
    )(a, b)
    ### END SOLUTION


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    """``gelu(x + b)``, the bias added to every row, fused into one Pallas kernel; jitted.

    GELU in its tanh form: ``gelu(v) = 0.5 * v * (1 + tanh(GELU_C * (v + 0.044715 * v ** 3)))``.
    Written in ``jnp`` this is about ten operations, and eager JAX writes each one's result to
    memory; here the add and the GELU happen in one kernel, and the grader reads the program
    for it: one ``pallas_call``, and no arithmetic outside it. Use a grid over blocks of rows
    (``BLOCK_ROWS`` rows is a good start): on a GPU or TPU a large ``x`` is not one block, and
    there the grader also times your kernel against ``jax.jit`` of the ``jnp`` version. Keep the
    ``@jax.jit``: called un-jitted, a ``pallas_call`` traces and compiles its kernel again on every call.

    Args:
        x: a float32 array of shape ``(n, d)``, ``n`` a multiple of ``BLOCK_ROWS``, ``d`` a power of two.
            Finite values only.
        b: a float32 array of shape ``(d,)``, ``d`` a power of two as for ``x``. Finite values only.

    Returns:
        A float32 array of shape ``(n, d)``.

    Example:
        >>> out = bias_gelu(jnp.zeros((8, 2)), jnp.array([1.0, -1.0]))
        >>> [round(v, 4) for v in out[0].tolist()]
        [0.8412, -0.1588]
    """
    ### BEGIN SOLUTION
    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(GELU_C * (v + 0.044715 * v * v * v)))

    n, d = x.shape
    rows = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(n // BLOCK_ROWS,),
        in_specs=[rows, pl.BlockSpec((d,), lambda i: (0,))],
        out_specs=rows,
        interpret=interpret(),
    )(x, b)
    ### END SOLUTION
