"""Grades topic 01_arrays: immutable updates with `x.at[...]`.

Every reference here is plain NumPy, written independently of the solutions.
"""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from autograder.checks.compilation import Recompilation
from autograder.grading.cases import Call, DtypeContract, ExerciseSpec, register
from autograder.grading.strategies import (
    INT32_EXTREMES,
    float_arrays,
    floats32,
    mixed_arrays,
)

# A short menu of sizes: every new shape costs a compilation, so inputs reuse a few.
SIDES = (1, 2, 3, 5)
LENGTHS = (0, 1, 4, 7)


def reference_set_diagonal(x: np.ndarray, value: float) -> np.ndarray:
    out = np.array(x, copy=True)
    np.fill_diagonal(out, value)
    return out


@st.composite
def set_diagonal_inputs(draw: st.DrawFn) -> Call:
    n = draw(st.sampled_from(SIDES))
    # Mixed magnitudes: a diagonal of 1e8 set to 0.5 shows an update by difference, 1e8 + (0.5 - 1e8) == 0 in float32.
    return Call((draw(mixed_arrays((n, n))), draw(floats32(-10, 10))))


register(
    ExerciseSpec(
        "arrays.set_diagonal",
        scalar_arrays=("value",),  # "a scalar ... it may be traced under jax.jit": a 0-d array too
        reference=reference_set_diagonal,
        inputs=set_diagonal_inputs(),
        special_values=("x", "value"),  # "any values": inf, nan and -0.0 included
        integer_extremes=("x", "value"),  # integer data may be any value of its dtype; so may an int value
        edge_cases=(
            Call((np.arange(9, dtype=np.float32).reshape(3, 3), 0.5)),
            Call((np.ones((1, 1), np.float32), -2.0)),
            Call((np.array([[1e8, 1.0], [3.0, -1e8]], np.float32), 0.5)),
            Call((np.zeros((0, 0), np.float32), 1.0)),
            Call((np.arange(4, dtype=np.int32).reshape(2, 2), 7)),
        ),
        dtypes=(
            DtypeContract(("x",), ("int8", "float16")),  # "the same dtype as x"
            # "value is converted to it": a float16 or bfloat16 value leaves a float32 matrix float32
            DtypeContract(("value",), ("float16",), result="float32"),
        ),
    )
)


def reference_add_at(size: int, indices: np.ndarray, values: np.ndarray) -> np.ndarray:
    out = np.zeros(size, np.float32)
    np.add.at(out, indices, values.astype(np.float32))
    return out


@st.composite
def add_at_inputs(draw: st.DrawFn) -> Call:
    size = draw(st.sampled_from(SIDES))
    length = draw(st.sampled_from(LENGTHS))
    indices = draw(hnp.arrays(np.int32, (length,), elements=st.integers(-size, size - 1)))
    return Call((size, indices, draw(float_arrays((length,), -10, 10))))


register(
    ExerciseSpec(
        "arrays.add_at",
        reference=reference_add_at,
        inputs=add_at_inputs(),
        special_values=("values",),  # "any values": inf, nan and -0.0 included
        integer_extremes=("values",),  # integer data may be any value of its dtype
        edge_cases=(
            Call((4, np.array([1, 1, 1, 3], np.int32), np.array([1.0, 2.0, 3.0, 4.0], np.float32))),
            Call((3, np.array([], np.int32), np.array([], np.float32))),
            Call((1, np.array([0, 0], np.int32), np.array([0.5, 0.25], np.float32))),
            Call((5, np.array([-1, 4, 0], np.int32), np.array([1.0, 1.0, 2.0], np.float32))),
            Call((3, np.array([0, 2, 0], np.int32), np.array([1, 2, 3], np.int32))),
        ),
        # "a float32 vector ... (also for integer values)": narrow values are added up in float32, where three of
        # them at one index would overflow their own width (127 * 3 in int8, 60000 * 3 in float16)
        dtypes=(
            DtypeContract(("values",), ("float16", "int8", "uint8", "int16"), result="float32",
                          call=Call((2, np.array([0, 0, 0, 1], np.int32),
                                     np.array([60000.0, 60000.0, 60000.0, -3.0], np.float32)))),
        ),
        recompilations=(
            Recompilation(
                lambda n: tuple(
                    Call((size, np.array([0, 1, 1], np.int32), np.full(3, value, np.float32)))
                    for size, value in ((n, 1.0), (n + 1, 2.0), (n, 3.0))
                ),
                compiles=2,
                what="sizes n, n + 1, n with new values each time",
                advice="Only a new `size` (a static argument: it fixes the output's shape) may cost a compile; "
                "indices and values are traced.",
            ),
        ),
    )
)


def reference_swap_rows(x: np.ndarray, i: int, j: int) -> np.ndarray:
    order = np.arange(x.shape[0])
    order[i], order[j] = j, i
    return x[order]


@st.composite
def swap_rows_inputs(draw: st.DrawFn) -> Call:
    x = draw(mixed_arrays(st.lists(st.sampled_from(SIDES), min_size=1, max_size=3).map(tuple)))  # rows of 1e8 beside 1
    n = x.shape[0]
    return Call((x, draw(st.integers(0, n - 1)), draw(st.integers(0, n - 1))))


register(
    ExerciseSpec(
        "arrays.swap_rows",
        empty_axes=(("x", 1),),
        reference=reference_swap_rows,
        inputs=swap_rows_inputs(),
        special_values=("x",),  # "any values": inf, nan and -0.0 included
        integer_extremes=("x",),  # integer data may be any value of its dtype
        scalar_arrays=("i", "j"),  # "an int or a 0-d integer array", each
        edge_cases=(
            Call((np.arange(12, dtype=np.float32).reshape(4, 3), 0, 3)),
            Call((np.arange(6, dtype=np.float32).reshape(3, 2), 1, 1)),
            Call((np.array([[1e8, 1.0], [1.0, 1e-20], [-2.0, 3.0]], np.float32), 0, 1)),  # 1e8 beside 1: swap exactly
            Call((np.arange(5, dtype=np.float32), 4, 0)),
            Call((np.arange(8, dtype=np.int32).reshape(2, 2, 2), 1, 0)),
        ),
        dtypes=(DtypeContract(("x",), ("float16", "int8", "uint16")),),  # "the same shape and dtype as x"
        recompilations=(
            Recompilation(
                lambda n: tuple(Call((np.ones((n, 2), np.float32), i, j)) for i, j in ((0, 1), (2, n - 1), (n - 1, 0))),
                compiles=1,
                what="3 different (i, j) pairs for the same x",
                advice="`i` and `j` may be traced: index with them directly (`x[i]`, `x.at[i]`), never make them "
                "static or turn them into Python ints.",
            ),
        ),
    )
)


def reference_safe_get(x: np.ndarray, idx: np.ndarray, fill_value: float) -> np.ndarray:
    out = np.full(idx.shape, fill_value, dtype=x.dtype)
    inside = (idx >= 0) & (idx < len(x))
    out[inside] = x[idx[inside]]
    return out


@st.composite
def safe_get_inputs(draw: st.DrawFn) -> Call:
    n = draw(st.sampled_from(SIDES))
    idx = draw(hnp.arrays(np.int32, (draw(st.sampled_from(LENGTHS)),), elements=st.integers(-n - 3, n + 3)))
    return Call((draw(float_arrays((n,))), idx, draw(floats32(-10, 10))))


register(
    ExerciseSpec(
        "arrays.safe_get",
        scalar_arrays=("fill_value",),  # "the scalar ...; it may be traced": a 0-d array too
        reference=reference_safe_get,
        inputs=safe_get_inputs(),
        special_values=("x", "fill_value"),  # "any values": inf, nan and -0.0 included
        integer_extremes=("x",),  # integer data may be any value of its dtype
        edge_cases=(
            Call((np.array([1.0, 2.0, 3.0], np.float32), np.array([0, 2, 3, 10], np.int32), -1.0)),
            Call((np.array([1.0, 2.0, 3.0], np.float32), np.array([-1, -3, -4], np.int32), 0.0)),
            Call((np.array([5.0], np.float32), np.array([0, 1, -1, 0], np.int32), 9.0)),
            Call((np.array([1.0, 2.0], np.float32), np.array([], np.int32), 0.0)),
            Call((np.array([1.0, 2.0, 3.0], np.float32), INT32_EXTREMES[:4], -1.0)),  # "any values": both ends of int32
            Call((np.array([5, -7, 9], np.int32), np.array([0, 2, 5, -1], np.int32), 0)),  # integer data for `integer_extremes`
        ),
        dtypes=(
            DtypeContract(("x",), ("int8", "float16")),  # "the dtype of x"
            DtypeContract(("fill_value",), ("float16",), result="float32"),  # "fill_value is converted to it"
        ),
        recompilations=(
            Recompilation(
                lambda n: tuple(
                    Call((np.ones(n, np.float32), np.array([0, -1, n], np.int32), fill)) for fill in (-1.0, 2.5, 7.0)
                ),
                compiles=1,
                what="3 different fill values for the same x and indices",
                advice="`fill_value` is traced: combine it with `jnp.where`, so that one compilation serves every "
                "fill value.",
            ),
        ),
    )
)


def reference_one_hot(labels: np.ndarray, num_classes: int) -> np.ndarray:
    out = np.zeros((len(labels), num_classes), np.float32)
    out[np.arange(len(labels)), labels] = 1.0
    return out


@st.composite
def one_hot_inputs(draw: st.DrawFn) -> Call:
    num_classes = draw(st.sampled_from(SIDES))
    labels = draw(hnp.arrays(np.int32, (draw(st.sampled_from(LENGTHS)),), elements=st.integers(0, num_classes - 1)))
    return Call((labels, num_classes))


register(
    ExerciseSpec(
        "arrays.one_hot",
        reference=reference_one_hot,
        inputs=one_hot_inputs(),
        edge_cases=(
            Call((np.array([0, 2, 1, 2], np.int32), 3)),
            Call((np.array([0], np.int32), 1)),
            Call((np.array([], np.int32), 4)),
            Call((np.arange(30, dtype=np.int32) % 10, 10)),  # 300 entries: past what int8 or uint8 can count
        ),
        # "integer labels" of any integer dtype; the matrix is float32 whatever they are. Narrow labels with a flat
        # index (row * num_classes + label) computed in their own dtype wrap around past 127 (int8) or 255 (uint8).
        dtypes=(DtypeContract(("labels",), ("int8", "uint8", "int16"), result="float32", call=3),),
        recompilations=(
            Recompilation(
                lambda n: tuple(Call((np.arange(n, dtype=np.int32) % 3, k)) for k in (3, 4, 3)),
                compiles=2,
                what="num_classes 3, 4, 3 for the same labels",
                advice="Only a new `num_classes` (static: it fixes the output's shape) may cost a compile.",
            ),
        ),
    )
)
