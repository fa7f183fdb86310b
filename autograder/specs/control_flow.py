"""Grades topic 05_control_flow: `lax.fori_loop`, `while_loop`, `scan` and `switch`.

Besides values, the grader reads the compiled program: the loop primitive the exercise asks
for must be there (`primitives`), and the program must not grow with the trip count
(`jaxpr_size`: a Python loop is unrolled, one copy of its body per step).
"""

from __future__ import annotations

import jax
import numpy as np
from hypothesis import strategies as st

from autograder.checks.comparison import assert_matches
from autograder.checks.compilation import Recompilation
from autograder.grading.cases import Call, Case, DtypeContract, ExerciseSpec, register
from autograder.grading.strategies import float_arrays

X_SHAPES = st.sampled_from([(), (3,), (2, 3)])  # no square shape: a transposed x cannot keep its shape


# --- horner ----------------------------------------------------------------------------


def reference_horner(coeffs: np.ndarray, x: np.ndarray) -> np.ndarray:
    total = np.zeros_like(np.asarray(x, np.float64))
    for c in np.asarray(coeffs, np.float64):
        total = total * x + c
    return total.astype(np.float32)


register(
    ExerciseSpec(
        "control_flow.horner",
        empty_axes=(("x", 0),),
        reference=reference_horner,
        inputs=st.builds(
            lambda coeffs, x: Call((coeffs, x)),
            float_arrays(st.sampled_from([(1,), (3,), (6,)]), -3, 3),
            float_arrays(X_SHAPES, -2, 2),
        ),
        rtol=1e-4,
        atol=1e-4,
        edge_cases=(
            Call((np.array([2.0, -3.0, 1.0], np.float32), np.array(2.0, np.float32))),  # 2x^2 - 3x + 1
            Call((np.array([5.0], np.float32), np.array([1.0, -1.0, 0.0], np.float32))),
            Call((np.array([1.0, 0.0, 0.0, -1.0], np.float32), np.linspace(-1, 1, 4, dtype=np.float32))),
            # Horner's rule by name: x**3 - 2**43 x**2 at x = 2**43 is 0, and so is every step of the rule
            # ((1 * x - 2**43) * x + 0) * x + 0; a sum of c * x**k computes x**3 = 2**129, past float32's range.
            Call((np.array([1.0, -2.0**43, 0.0, 0.0], np.float32), np.array([2.0**43, 1.0], np.float32))),
        ),
        # "the dtype of coeffs and x together", `jnp.result_type(coeffs, x)`: float16 with float16, and either one
        # float32 with the other float16 gives float32 (a carry kept in x's dtype rounds it to float16)
        dtypes=(DtypeContract(("coeffs", "x"), ("float16",), call=1),
                DtypeContract(("coeffs", "x"), (("float32", "float16"),), result="coeffs", call=1),
                DtypeContract(("coeffs", "x"), (("float16", "float32"),), result="x", call=1)),
        size_calls=(
            Call((np.ones(3, np.float32), np.float32(0.5))),
            Call((np.ones(300, np.float32), np.float32(0.5))),
        ),
    )
)


# --- newton_sqrt -----------------------------------------------------------------------


def reference_newton_sqrt(a: np.ndarray, n_iters: int) -> np.ndarray:
    a32 = np.asarray(a, np.float32)
    y = a32.copy()
    for _ in range(int(n_iters)):
        y = ((y + a32 / y) / np.float32(2)).astype(np.float32)
    return y


register(
    ExerciseSpec(
        "control_flow.newton_sqrt",
        empty_axes=(("a", 0),),
        reference=reference_newton_sqrt,
        inputs=st.builds(
            lambda a, n: Call((a, n)), float_arrays(X_SHAPES, 0.125, 100), st.integers(0, 8)
        ),
        rtol=1e-5,
        atol=1e-6,
        # "the float dtype of a (float16 stays float16; an integer a gives float32)"
        dtypes=(DtypeContract(("a",), ("float16", "int32"), result="float", call=2),),
        scalar_arrays=("n_iters",),  # "a Python int or a traced integer"
        edge_cases=(
            Call((np.float32(2.0), 5)),
            Call((np.float32(9.0), 0)),
            Call((np.array([1.0, 4.0, 100.0], np.float32), 20)),
            # Far from the start y = a, Newton first halves y each step: 1e12 and 1e-12 need over 20 steps, 2 far
            # fewer, so a loop with a hidden cap (`i < 16`) stops short.
            Call((np.array([1e12, 1e-12, 2.0], np.float32), 40)),
            # "every element > 0": up to float32's largest values, where `y * y` overflows but `(y + a / y) / 2` does not
            Call((np.array([3e38, 1e30, 1e-30], np.float32), 140)),
        ),
        # a horizon past every narrow counter (int8, uint8, int16, uint16, bfloat16, float16): a loop counting in one stops short
        long_calls=(Call((np.array([2.0, 1e-12], np.float32), 2**16 + 1)),),
        recompilations=(
            Recompilation(
                lambda n: tuple(Call((np.full(n, 2.0, np.float32), k)) for k in (1, 2, 5, 9)),
                compiles=1,
                what="n_iters 1, 2, 5, 9 for the same a",
                advice="`n_iters` is traced: give it to `lax.fori_loop` as the upper bound, so that one compiled "
                "loop serves every trip count. Never make it static or use it in `range`.",
            ),
        ),
    )
)


# --- collatz_length --------------------------------------------------------------------


def reference_collatz_length(n: int) -> np.ndarray:
    n, steps = int(n), 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return np.asarray(steps, np.int32)


def check_vmaps(case: Case) -> None:
    """`jax.vmap` over a batch of starting values gives every length at once."""
    starts = np.array([1, 2, 3, 6, 7, 27, 97], np.int32)
    call = Call((starts,))
    batched = case.call(call, "vmaps", function=jax.vmap(case.function))
    expected = np.array([reference_collatz_length(n) for n in starts], np.int32)
    assert_matches(batched, expected, check="vmaps", call_text=f"jax.vmap({case.name})(jnp.array({starts.tolist()}))",
                   rtol=0, atol=0)


register(
    ExerciseSpec(
        "control_flow.collatz_length",
        reference=reference_collatz_length,
        inputs=st.builds(lambda n: Call((np.int32(n),)), st.integers(1, 3000)),
        # 230631 takes 442 steps (its largest value, 76778008, fits in int32): generated starts (below 3000) take at
        # most 216, so only this one shows a loop with a hidden cap of a few hundred steps.
        edge_cases=(Call((np.int32(1),)), Call((np.int32(2),)), Call((np.int32(27),)), Call((np.int32(97),)),
                    Call((np.int32(230631),))),
        checks={"vmaps": check_vmaps},
    )
)


# --- running_sum -----------------------------------------------------------------------


def reference_running_sum(xs: np.ndarray) -> np.ndarray:
    if xs.dtype.kind in "iu":  # integers summed exactly, in the input's dtype
        return np.cumsum(xs.astype(np.int64), axis=0).astype(xs.dtype)
    return np.cumsum(np.asarray(xs, np.float64), axis=0).astype(np.float32)


register(
    ExerciseSpec(
        "control_flow.running_sum",
        reference=reference_running_sum,
        inputs=st.builds(lambda xs: Call((xs,)), float_arrays(st.sampled_from([(1,), (5,), (4, 2)]), -10, 10)),
        rtol=1e-5,
        atol=1e-4,
        special_values=("xs",),  # "any values": inf, nan and -0.0 included
        large_integers=("xs",),  # "integers past 2**24 included"
        edge_cases=(
            Call((np.array([1.0, 2.0, 3.0, 4.0], np.float32),)),
            Call((np.arange(6, dtype=np.float32).reshape(3, 2),)),
            Call((np.array([-1.5], np.float32),)),
            Call((np.array([[5, -2], [7, 1], [-3, 4]], np.int32),)),  # integer rows, where `large_integers` writes
        ),
        dtypes=(DtypeContract(("xs",), ("int8", "float16"), call=1),),  # "the same shape and dtype"
    )
)


# --- ema -------------------------------------------------------------------------------


def reference_ema(xs: np.ndarray, alpha: float) -> np.ndarray:
    xs64 = np.asarray(xs, np.float64)
    out = np.empty_like(xs64)
    out[0] = xs64[0]
    for t in range(1, len(xs64)):
        out[t] = alpha * xs64[t] + (1 - alpha) * out[t - 1]
    return out.astype(np.float32)


register(
    ExerciseSpec(
        "control_flow.ema",
        reference=reference_ema,
        inputs=st.builds(
            lambda xs, alpha: Call((xs, alpha)),
            float_arrays(st.sampled_from([(1,), (6,), (4, 3)]), -10, 10),
            st.sampled_from((0.0, 0.1, 0.5, 1.0)),
        ),
        rtol=1e-5,
        atol=1e-4,
        edge_cases=(
            Call((np.array([1.0, 2.0, 3.0], np.float32), 0.5)),
            Call((np.array([4.0], np.float32), 0.3)),
            Call((np.arange(6, dtype=np.float32).reshape(3, 2), 0.9)),
            # The docstring's form (1 - alpha) * m + alpha * x stays finite for huge values of opposite sign;
            # m + alpha * (x - m) computes x - m = 6e38, past float32's range.
            Call((np.array([[-3e38, 3e38], [3e38, -3e38]], np.float32), 0.5)),
        ),
        # "in its float dtype": whether alpha is a Python float or a 0-d float32 array (which promotes float16)
        dtypes=(DtypeContract(("alpha",), ("float16",), result="float32"),  # float32 xs stay float32
                DtypeContract(("xs",), ("float16", "int32"), result="float"),  # "float16 stays float16; integers give float32"
                DtypeContract(("xs",), ("float16",), result="float",
                              call=Call((np.array([1.0, 2.0, 3.0], np.float32), np.array(0.3, np.float32))))),
        recompilations=(
            Recompilation(
                lambda n: tuple(Call((np.ones((4, n), np.float32), alpha)) for alpha in (0.1, 0.2, 0.7)),
                compiles=1,
                what="alpha 0.1, 0.2, 0.7 for the same xs",
                advice="`alpha` is traced: use it in arithmetic inside the scan body, never as a static argument.",
            ),
        ),
    )
)


# --- piecewise -------------------------------------------------------------------------


def reference_piecewise(x: np.ndarray, branch: int) -> np.ndarray:
    x64 = np.asarray(x, np.float64)
    index = min(max(int(branch), 0), 2)
    return [x64**2, -x64, np.sin(x64)][index].astype(np.float32)


register(
    ExerciseSpec(
        "control_flow.piecewise",
        empty_axes=(("x", 0),),
        reference=reference_piecewise,
        inputs=st.builds(lambda x, b: Call((x, np.int32(b))), float_arrays(X_SHAPES, -5, 5), st.integers(-2, 4)),
        special_values=("x",),  # "any values": inf, nan and -0.0 included
        signed_zeros=True,  # "-x" and "sin(x)" as IEEE computes them: the sign of a zero counts
        edge_cases=(
            Call((np.array([1.0, -2.0], np.float32), np.int32(0))),
            Call((np.array([1.0, -2.0], np.float32), np.int32(1))),
            Call((np.array([1.0, -2.0], np.float32), np.int32(2))),
            Call((np.array([1.0, -2.0], np.float32), np.int32(7))),
            Call((np.array([0.0, -0.0, 3.0], np.float32), np.int32(1))),  # -x of 0.0 is -0.0 (0 - x gives 0.0)
            Call((np.array([1.0, -2.0], np.float32), np.int32(-3))),
            Call((np.array([1.0, -2.0], np.float32), np.int32(-1))),  # a Python list's index -1 is its last entry
        ),
        scalar_arrays=("branch",),  # "a Python int, or a traced int32": every branch above also as a Python int
        dtypes=(DtypeContract(("x",), ("float16",), call=2),),  # "the same shape and dtype as x"
        recompilations=(
            Recompilation(
                lambda n: tuple(Call((np.ones(n, np.float32), np.int32(b))) for b in (0, 1, 2, 5)),
                compiles=1,
                what="branch 0, 1, 2, 5 for the same x",
                advice="`branch` is traced: `lax.switch` chooses at run time, so one compiled program serves all.",
            ),
        ),
    )
)

