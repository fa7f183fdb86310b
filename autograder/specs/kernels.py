"""Grades topic 16_kernels: Pallas kernels (elementwise, blocked with a grid, tiled, fused).

Values are compared with NumPy references written in float64; on a CPU the kernels run in
interpret mode (the module's `interpret()` helper), so everything here but the speed is graded
on any machine. The program is read from the jaxpr: `pallas_call` equations carry their grid and
block shapes (`grid_mapping`), and their kernel's own jaxpr, which `_outside_kernels` skips, so
"no arithmetic outside the kernel" can be checked; `bias_gelu`'s `blocked` traces two large sizes of x (never
runs them) and asks for blocks that are part of x and do not grow with it. Generated inputs keep one shape per exercise
(one compilation each); arrays are made from a drawn seed, which keeps hypothesis fast on
thousands of elements.

Speed (`bias_gelu`, which must be jitted: un-jitted, a `pallas_call` is traced and compiled again on
every call): on a GPU or TPU the course's `speedup` check times the kernel against the eager `jnp`
version and its `jax.jit`; on a CPU interpret mode emulates the kernel step by step, so its speed
means nothing: course.yml's `cpu: off` makes the check say "speed not measured on cpu" (NotGraded,
counts neither way) before anything is timed, in `pytest autograder` and in batch grading alike.

Every input here is one a TPU's kernel compiler accepts, for the references and for what the
docstrings let a student write: a TPU wants blocks whose last two sides are multiples of (8, 128)
or the whole array's, so `matmul`'s `TILE` is 128 and its matrices are multiples of it, and the
other exercises' blocks span whole rows. tests/test_kernels_lower_for_tpu.py lowers every
reference and correct variant for a TPU at these inputs, on a CPU.

Caveats: the matrix product's tolerance is loose on accelerators, for a student's explicit
`precision=` (a GPU's TF32, a TPU's bfloat16 passes); the checks compute float32 products in
float32 (checks/config.py), which a TPU's kernels honour too (the reference within 5e-6 of
float64 on a v5e). Generated matrices hold small whole numbers, exact either way. A TPU's tanh puts
the reference `bias_gelu` up to 5.7e-5 from float64 (a v5e), past `atol`: its factor in
checks/tolerances.json is still to be measured there (`python -m autograder tolerances`). The timed
check's sizes and `fraction` were calibrated on an H200; on a TPU v5e only the three sides'
times were measured (see `TIMING_SHAPES`): calibrate there (`python -m autograder calibrate`).
"""

from __future__ import annotations

import math
from typing import Any, Iterator

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st
from jax.extend import core as jax_core

from autograder.checks.calling import values_of
from autograder.checks.structure import equations, trace
from autograder.grading.cases import Call, Case, ExerciseSpec, register

BLOCK_ROWS = 8  # the exercise file's constants (the contract)
TILE = 128
GELU_C = 0.7978845608
ON_CPU = jax.default_backend() == "cpu"


def _f32(value: Any) -> np.ndarray:
    return np.asarray(value).astype(np.float32)


def _seeded(make: Any) -> st.SearchStrategy[Call]:
    """Calls built by `make(rng)` from a drawn seed."""
    return st.integers(0, 2**32 - 1).map(lambda seed: make(np.random.default_rng(seed)))


# --- reading pallas_calls from a jaxpr ------------------------------------------------------


def _outside_kernels(jaxpr: jax_core.Jaxpr) -> Iterator[jax_core.JaxprEqn]:
    """Every equation of `jaxpr` and its sub-jaxprs, except the bodies of `pallas_call` kernels."""
    return equations(jaxpr, skip=("pallas_call",))


def _pallas_calls(case: Case, call: Call, check: str) -> list[jax_core.JaxprEqn]:
    return [e for e in _outside_kernels(trace(case, call, check).jaxpr) if e.primitive.name == "pallas_call"]


def _blocks(equation: jax_core.JaxprEqn) -> list[tuple[int, ...]]:
    """The block shape of every operand, inputs then outputs (a squeezed dimension, `None`, counts as 1)."""
    return [tuple(size if isinstance(size, int) else getattr(size, "block_size", 1) for size in mapping.block_shape)
            for mapping in equation.params["grid_mapping"].block_mappings]


def _one_pallas_call(case: Case, call: Call, check: str) -> jax_core.JaxprEqn:
    found = _pallas_calls(case, call, check)
    if not found:
        raise case.fail(check, f"the program of {case.describe(call)} holds no `pallas_call`: the exercise is to "
                               "write the computation as a Pallas kernel, `pl.pallas_call(kernel, ...)(...)`.")
    return found[0]


STRUCTURAL = {"pallas_call", "pjit", "jit", "closed_call", "reshape", "broadcast_in_dim", "convert_element_type",
              "squeeze", "expand_dims", "copy", "copy_p"}


FUSED_ADVICE = {
    "silu": "the exercise is one kernel that computes x * sigmoid(x): move every step (the exp, the sum, the "
            "division or product) into the kernel body, between reading `x_ref` and writing `o_ref[...]`.",
    "blocked_softmax": "the kernel computes the softmax of its rows: the maximum, the exp, the sum and the division "
                       "all happen in the kernel body, on the block of rows it reads.",
    "bias_gelu": "the exercise is one fused kernel, which reads x and b once and writes the result once. Move the bias "
                 "add and every step of GELU into the kernel body, between reading the refs and writing `o_ref[...]`.",
}


def check_fused(case: Case) -> None:
    """One pallas_call does the whole computation: no second kernel and no arithmetic outside it."""
    call = case.samples("fused")[0]
    _one_pallas_call(case, call, "fused")
    equations = list(_outside_kernels(trace(case, call, "fused").jaxpr))
    kernels = sum(e.primitive.name == "pallas_call" for e in equations)
    outside = sorted({e.primitive.name for e in equations} - STRUCTURAL)
    if kernels > 1 or outside:
        found = [f"{kernels} pallas_calls"] if kernels > 1 else []
        if outside:
            found.append(", ".join(f"`{name}`" for name in outside) + " outside the kernel")
        raise case.fail(
            "fused",
            f"the program of {case.describe(call)} holds {' and '.join(found)}: {FUSED_ADVICE[case.exercise.function]}",
        )


# --- silu -----------------------------------------------------------------------------------


def reference_silu(x: np.ndarray) -> np.ndarray:
    x64 = np.asarray(x, np.float64)
    with np.errstate(over="ignore"):
        return _f32(x64 / (1.0 + np.exp(-x64)))


SILU_SHAPE = (8, 128)


def _silu_few_rows() -> tuple[Call, ...]:
    """Fewer rows than `BLOCK_ROWS` (the docstring admits any power of two, m = 1 in its example), and narrow
    rows: a grid of `m // BLOCK_ROWS` (or `n // 128`) steps is empty there, and the output is never written."""
    rng = np.random.default_rng(11)
    return (
        Call((np.array([[-1.0, 0.0, 1.0, 2.0]], np.float32),)),  # the docstring's example
        Call((_f32(rng.uniform(-10, 10, (2, 128))),)),
        Call((_f32(rng.uniform(-10, 10, (4, 8))),)),
    )


def check_every_row_written(case: Case) -> None:
    """With fewer rows than `BLOCK_ROWS` and rows narrower than 128 (which the docstring admits), every element of the
    output is written: NaN where x is finite is memory no kernel step wrote (interpret mode fills it with NaN)."""
    for call in _silu_few_rows():
        (x,), _ = call.numpy_args()
        got = np.asarray(values_of(case, call, "every_row_written"), np.float64)
        if got.shape != x.shape:
            return  # `values` reports the shape
        unwritten = np.argwhere(np.isnan(got) & np.isfinite(x))
        if len(unwritten):
            m, n = x.shape
            raise case.fail(
                "every_row_written",
                f"{case.name}(x=float32[{m}, {n}]) is NaN at index {tuple(int(i) for i in unwritten[0])} where x is "
                f"finite ({len(unwritten)} of {x.size} elements): memory no kernel step wrote. A grid of "
                f"`m // BLOCK_ROWS` (or `n // 128`) steps has no step at all when x has fewer rows (or columns) than a "
                "block, and the docstring admits any power of two (its example has m = 1). Size the grid and the "
                "blocks from x's own shape: blocks of `min(m, BLOCK_ROWS)` rows, `pl.cdiv(m, rows)` steps.",
            )


def _silu_edge() -> np.ndarray:
    x = np.linspace(-6.0, 6.0, math.prod(SILU_SHAPE), dtype=np.float32).reshape(SILU_SHAPE)
    x[0, :8] = [-1000.0, -100.0, -88.0, 0.0, 88.0, 100.0, 1000.0, -0.5]
    x[1, :6] = [-10.0, -12.0, -15.0, -17.0, -20.0, -30.0]  # tiny results, compared at their own scale (atol 1e-10)
    return x


register(
    ExerciseSpec(
        "kernels.silu",
        reference=reference_silu,
        inputs=_seeded(lambda rng: Call((_f32(rng.uniform(-10, 10, SILU_SHAPE)),))),
        edge_cases=(Call((_silu_edge(),)), Call((np.zeros(SILU_SHAPE, np.float32),)), *_silu_few_rows()),
        rtol=1e-5,
        atol=1e-10,  # x / (1 + exp(-x)) keeps its relative precision far below 0; a 1 + tanh(x / 2) form does not
        checks={"fused": check_fused, "every_row_written": check_every_row_written},
        blocks=(("x", 0, 8), ("x", 1, 128)),  # a TPU's (8, 128) tile: fewer rows or lanes than one (`_silu_few_rows`)
    )
)


# --- blocked_softmax ----------------------------------------------------------------------------


def reference_blocked_softmax(x: np.ndarray) -> np.ndarray:
    x64 = np.asarray(x, np.float64)
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    return _f32(e / e.sum(axis=1, keepdims=True))


SOFTMAX_SHAPE = (32, 128)


def _softmax_edges() -> tuple[Call, ...]:
    rng = np.random.default_rng(16)
    huge = _f32(rng.uniform(-5, 5, SOFTMAX_SHAPE))
    huge[::2] += 1000.0  # every other row near 1000: exp overflows unless each row is shifted by its maximum
    huge[1::4] -= 2000.0  # some rows near -1000: exp underflows to 0 everywhere in them without the shift
    rows = np.tile(np.arange(SOFTMAX_SHAPE[0], dtype=np.float32)[:, None], (1, SOFTMAX_SHAPE[1]))
    rows[:, 0] += 5.0  # each row its own values: rows that land in the wrong place are seen
    rows = rows * np.linspace(0.5, 1.5, SOFTMAX_SHAPE[0], dtype=np.float32)[:, None]
    return Call((huge,)), Call((rows,)), Call((np.zeros(SOFTMAX_SHAPE, np.float32),))


def check_blocked(case: Case) -> None:
    """The pallas_call walks a grid of `n // BLOCK_ROWS` steps, each on `BLOCK_ROWS` whole rows."""
    call = case.samples("blocked")[0]
    equation = _one_pallas_call(case, call, "blocked")
    grid = tuple(equation.params["grid_mapping"].grid)
    block = _blocks(equation)[0]
    n, d = SOFTMAX_SHAPE
    rows = math.prod(block[:-1])  # rows per step: one row of a (n, 1, d) view of x is a block (1, 1, d)
    if math.prod(grid) < n // BLOCK_ROWS or rows > BLOCK_ROWS or block[-1] != d:
        raise case.fail(
            "blocked",
            f"the pallas_call of {case.describe(call)} runs a grid of {grid} (that is {math.prod(grid)} step(s)) on "
            f"blocks of shape {block} of x; the exercise asks for {n // BLOCK_ROWS} steps on blocks of "
            f"{BLOCK_ROWS} whole rows, {(BLOCK_ROWS, d)}. Give `pallas_call` `grid=(n // BLOCK_ROWS,)` and a "
            "`pl.BlockSpec` whose index map sends step i to block row i.",
        )


register(
    ExerciseSpec(
        "kernels.blocked_softmax",
        reference=reference_blocked_softmax,
        inputs=_seeded(lambda rng: Call((_f32(rng.normal(0, 3, SOFTMAX_SHAPE)),))),
        edge_cases=_softmax_edges(),
        rtol=1e-4,  # inputs near 1000 carry float32 steps of 6e-5: a log-sum-exp form rounds differently
        atol=1e-7,
        checks={"blocked": check_blocked, "fused": check_fused},
    )
)


# --- matmul ---------------------------------------------------------------------------------


def reference_matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return _f32(np.asarray(a, np.float64) @ np.asarray(b, np.float64))


M, K, N = 256, 512, 384  # a 2 x 3 grid of output tiles (not square: a grid sized from M alone shows), K in 4 pieces


def _whole_numbers(rng: np.random.Generator, shape: tuple[int, int]) -> np.ndarray:
    return _f32(rng.integers(-3, 4, shape))


def _matmul_edge() -> Call:
    rng = np.random.default_rng(7)
    return Call((_whole_numbers(rng, (M, K)), _whole_numbers(rng, (K, N))))


def _tile_text(i: int, j: int) -> str:
    return f"tile ({i}, {j}) of the output (rows {i * TILE}-{i * TILE + TILE - 1}, columns {j * TILE}-{j * TILE + TILE - 1})"


def _what_tile_holds(got: np.ndarray, a: np.ndarray, b: np.ndarray) -> str | None:
    """How a wrong tile came about, if it matches a known slip; None otherwise."""
    if not np.isfinite(got).all():
        return ("holds NaN or inf: memory nobody wrote (interpret mode fills it with NaN). Either no grid step writes "
                "this tile (the grid needs one step per output tile, `(m // TILE, n // TILE)`, each side from its own "
                "dimension), or the sum started from that memory: start it at zero (`jnp.zeros`, or write zeros into "
                "the output tile at the first piece, `@pl.when(pl.program_id(2) == 0)`).")
    pieces = [a[:, p * TILE:(p + 1) * TILE] @ b[p * TILE:(p + 1) * TILE, :] for p in range(K // TILE)]
    for p, piece in enumerate(pieces):
        if np.allclose(got, piece, rtol=1e-3, atol=1e-3):
            return (f"equals the product of piece {p} of K alone (columns {p * TILE}-{p * TILE + TILE - 1} of a): "
                    "each piece must be added to the sum of the earlier ones, not replace it.")
    if np.allclose(got, sum(pieces) - pieces[0], rtol=1e-3, atol=1e-3):
        return "lacks the product of piece 0 of K: the sum skips the first piece of K."
    return None


def check_accumulates(case: Case) -> None:
    """Every output tile sums the products of all pieces of K; a wrong tile is named with what it holds."""
    call = _matmul_edge()
    a, b = call.numpy_args()[0]
    got = np.asarray(values_of(case, call, "accumulates"), np.float64)
    expected = a.astype(np.float64) @ b.astype(np.float64)
    if got.shape != expected.shape:
        return  # `values` reports the shape
    for i in range(M // TILE):
        for j in range(N // TILE):
            rows, cols = slice(i * TILE, (i + 1) * TILE), slice(j * TILE, (j + 1) * TILE)
            if np.allclose(got[rows, cols], expected[rows, cols], rtol=1e-3, atol=1e-3):
                continue
            problem = _what_tile_holds(got[rows, cols], a[rows].astype(np.float64), b[:, cols].astype(np.float64))
            if problem:
                raise case.fail("accumulates", f"{case.describe(call)}: {_tile_text(i, j)} {problem}")
            return  # an unknown mistake: `values` reports it


def check_tiled(case: Case) -> None:
    """Each kernel step writes one (TILE, TILE) tile of the output (or a smaller block), and takes the sum
    over K in pieces of TILE: a loop inside the kernel (`scan`/`while` in its jaxpr), a third grid axis,
    or blocks of a no wider than TILE (a Python loop, unrolled while tracing, leaves one `dot` per piece)."""
    call = case.samples("tiled")[0]
    equation = _one_pallas_call(case, call, "tiled")
    blocks = _blocks(equation)
    out_block = blocks[-1]
    grid = tuple(equation.params["grid_mapping"].grid)
    if any(size > TILE for size in out_block):
        raise case.fail(
            "tiled",
            f"the pallas_call of {case.describe(call)} writes output blocks of shape {out_block} on a grid of {grid}; "
            f"the exercise asks for one ({TILE}, {TILE}) tile of the output per step, so a ({M}, {N}) product "
            f"takes a grid of at least {(M // TILE, N // TILE)}. Give the output a `pl.BlockSpec(({TILE}, {TILE}), ...)`.",
        )
    kernel = [e.primitive.name for e in equations(equation.params["jaxpr"])]
    pieces = {"scan", "while"} & set(kernel) or kernel.count("dot_general") > 1  # a loop, or a loop unrolled while tracing
    if len(grid) < 3 and blocks[0][-1] > TILE and not pieces:
        raise case.fail(
            "tiled",
            f"the pallas_call of {case.describe(call)} gives each step blocks of a of shape {blocks[0]} and sums over "
            f"all of K at once, with no loop in the kernel and no grid axis over K; the exercise takes the sum over K "
            f"in pieces of {TILE}: loop over the pieces inside the kernel (`jax.lax.fori_loop`, adding each piece's "
            "product into an accumulator), or give the grid a third axis over K.",
        )


MATMUL_TOLERANCE = 1e-5 if ON_CPU else 2e-2  # accelerators may round a float32 dot through TF32 / bfloat16 passes

register(
    ExerciseSpec(
        "kernels.matmul",
        reference=reference_matmul,
        inputs=_seeded(lambda rng: Call((_whole_numbers(rng, (M, K)), _whole_numbers(rng, (K, N))))),
        edge_cases=(
            _matmul_edge(),
            Call((_f32(np.random.default_rng(3).uniform(-1, 1, (M, K))), _f32(np.random.default_rng(4).uniform(-1, 1, (K, N))))),
            Call((np.eye(M, K, dtype=np.float32), _f32(np.arange(K * N).reshape(K, N) / 100))),
            # the smallest K the contract admits, one tile (a loop over pairs of K pieces runs 0 times), and an odd
            # number of M tiles (one tile left over by a grid over pairs of rows)
            Call((_f32(np.random.default_rng(5).uniform(-1, 1, (3 * TILE, TILE))),
                  _f32(np.random.default_rng(6).uniform(-1, 1, (TILE, TILE))))),
        ),
        rtol=MATMUL_TOLERANCE,
        atol=MATMUL_TOLERANCE,
        checks={"accumulates": check_accumulates, "tiled": check_tiled},
    )
)


# --- bias_gelu ------------------------------------------------------------------------------


def reference_bias_gelu(x: np.ndarray, b: np.ndarray) -> np.ndarray:
    v = np.asarray(x, np.float64) + np.asarray(b, np.float64)
    return _f32(0.5 * v * (1.0 + np.tanh(GELU_C * (v + 0.044715 * v**3))))


def eager_bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    """The `jnp` version, un-jitted: about ten dispatches, each writing its result to memory."""
    v = x + b
    return 0.5 * v * (1.0 + jnp.tanh(GELU_C * (v + 0.044715 * v**3)))


GELU_SHAPE = (32, 128)
# Only what moves or relabels data may sit outside the kernel (b reshaped to a row, a dtype kept).
TIMING_SHAPES = {
    "cpu": (64, 128),  # not timed on a CPU (course.yml's `cpu: off`)
    # 32 MiB on an accelerator: memory traffic, not dispatch, dominates. A GPU runs the grid's steps at once (an
    # H200: the reference at 10.9x the eager version's speed, jax.jit at 8.4x). A TPU runs them one after the other,
    # at about 0.2 us a step: on a v5e, blocks of BLOCK_ROWS rows of 256 (4096 steps) took 0.90 ms against jax.jit's
    # 0.13 ms and eager's 2.0 ms, a share of 0.14, under course.yml's `fraction`. Rows of 4096 make it 256 steps
    # of the same 32 MiB (not yet timed on a TPU: `python -m autograder calibrate` there).
    "gpu": (32_768, 256),
    "tpu": (2_048, 4_096),
}


def _timing_input(rng: np.random.Generator) -> Call:
    n, d = TIMING_SHAPES.get(jax.default_backend(), TIMING_SHAPES["gpu"])  # read when called, as `interpret()` is
    # drawn in float32 (0.05 s for the TPU's 8M values, not 0.19 s in float64 and a cast: 50 draws a check)
    return Call((rng.standard_normal((n, d), dtype=np.float32), rng.standard_normal(d, dtype=np.float32)))


# Two sizes of x, traced only (never run): the largest block must be part of x, and the same at both.
ROW_BLOCK_SHAPES = ((1_024, 128), (8_192, 128))


def _largest_operand_block(equation: jax_core.JaxprEqn) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(the array's shape, its block's shape) for the largest operand of a pallas_call (x or the output)."""
    mappings = equation.params["grid_mapping"].block_mappings
    index = max(range(len(mappings)), key=lambda i: math.prod(mappings[i].array_aval.shape))
    return tuple(mappings[index].array_aval.shape), _blocks(equation)[index]


def check_row_blocks(case: Case) -> None:
    """The pallas_call works on x in blocks of a bounded size: at two large sizes of x (traced, never run) the
    largest operand's block is a part of it, not all of it, and the same shape at both (not a share of x)."""
    found = []
    for n, d in ROW_BLOCK_SHAPES:
        call = Call((np.zeros((n, d), np.float32), np.zeros(d, np.float32)))
        equation = _one_pallas_call(case, call, "blocked")
        array, block = _largest_operand_block(equation)
        found.append((f"{case.name}(x=float32[{n}, {d}], b=float32[{d}])", array, block,
                      tuple(equation.params["grid_mapping"].grid)))
    fix = (f"Give `pallas_call` a grid over blocks of a fixed number of rows, `grid=(n // BLOCK_ROWS,)` with "
           f"`pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))` for x and the output: on a GPU or TPU a block must fit "
           "the chip's fast memory, whatever the size of x.")
    call, array, block, grid = found[-1]
    if math.prod(block) >= math.prod(array):
        raise case.fail("blocked", f"the pallas_call of {call} runs a grid of {grid} on one block of "
                                   f"shape {block}, all of x at once. {fix}")
    (small_call, _, small_block, _), (large_call, _, large_block, _) = found
    if math.prod(large_block) > math.prod(small_block):
        raise case.fail("blocked", f"the blocks grow with x: the pallas_call has blocks of shape {small_block} for "
                                   f"{small_call} and {large_block} for {large_call}. "
                                   f"{fix}")


register(
    ExerciseSpec(
        "kernels.bias_gelu",
        reference=reference_bias_gelu,
        inputs=_seeded(lambda rng: Call((_f32(rng.normal(0, 3, GELU_SHAPE)), _f32(rng.normal(0, 1, GELU_SHAPE[1]))))),
        edge_cases=(
            Call((_f32(np.linspace(-8, 8, math.prod(GELU_SHAPE)).reshape(GELU_SHAPE)),
                  _f32(np.linspace(-2, 2, GELU_SHAPE[1])))),
            Call((np.zeros(GELU_SHAPE, np.float32), _f32(np.linspace(-50, 50, GELU_SHAPE[1])))),
            # n past 128 and no multiple of it (17 blocks of BLOCK_ROWS): blocks of a size of one's own drop the tail.
            Call((_f32(np.linspace(-4, 4, 136 * 8).reshape(136, 8)), _f32(np.linspace(-1, 1, 8)))),
            # d past 128, a TPU's lane width: a grid over column blocks must give each block its own part of b
            Call((_f32(np.linspace(-3, 3, 16 * 256).reshape(16, 256)), _f32(np.linspace(-2, 2, 256)))),
        ),
        rtol=1e-5,
        atol=1e-6,
        checks={"fused": check_fused, "blocked": check_row_blocks},
        not_measured="here Pallas interprets your kernel step by step, which says nothing about its speed on a GPU "
                     "or TPU",
        baselines={"eager": eager_bias_gelu},
        experts={"jitted": jax.jit(eager_bias_gelu)},
        timing_input=_timing_input,
        speed_advice=("Give the kernel a grid over blocks of rows, so every step works on a block the device holds "
                      "in fast memory, and keep all the work inside the one kernel."),
    )
)
