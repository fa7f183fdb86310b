"""Grades topic 04_static_args: tracers, static arguments and what makes jit recompile.

Each exercise here is about *when* JAX compiles, so besides values the grader counts
compilations (checks/compilation.py) on call sequences whose shapes no earlier check used.
`flatten`'s edge cases include arrays with no elements, where a `-1` in a reshape cannot be
resolved: only shape arithmetic on `x.shape` gives both lengths.
"""

from __future__ import annotations

from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st

from autograder.checks.compilation import Recompilation
from autograder.checks.calling import declared_never_run_calls, declared_raising_calls
from autograder.grading.cases import Call, Case, DtypeContract, ExerciseSpec, NeverRun, RaisingFunction, register
from autograder.grading.strategies import float_arrays

SHAPES = st.sampled_from([(), (3,), (2, 3), (2, 1, 2)])
VALUES = st.builds(lambda x: Call((x,)), float_arrays(SHAPES, -10, 10))


# --- flatten ---------------------------------------------------------------------------


def reference_flatten(x: np.ndarray, axis: int | None = None) -> np.ndarray:
    """Row-major order read off element by element, then laid out in the promised shape."""
    x = np.asarray(x)
    elements = [x[index] for index in np.ndindex(*x.shape)]
    flat = np.array(elements, dtype=x.dtype).reshape(len(elements))
    if axis is None:
        return flat
    rows = 1
    for side in x.shape[:axis]:
        rows *= side
    columns = 1
    for side in x.shape[axis:]:
        columns *= side
    return flat.reshape(rows, columns)


def _flatten_call(x: np.ndarray, axis: int | None) -> Call:
    return Call((x,)) if axis is None else Call((x,), {"axis": axis})


# Every axis from 0 to x.ndim, and None (the default, not passed), for arrays of up to three axes.
FLATTEN_INPUTS = float_arrays(st.sampled_from([(), (3,), (2, 3), (2, 1, 2), (3, 2, 4)]), -10, 10).flatmap(
    lambda x: st.sampled_from([None, *range(x.ndim + 1)]).map(lambda axis: _flatten_call(x, axis))
)


register(
    ExerciseSpec(
        "static_args.flatten",
        reference=reference_flatten,
        inputs=FLATTEN_INPUTS,
        special_values=("x",),  # "any values": inf, nan and -0.0 included
        integer_extremes=("x",),  # integer data may be any value of its dtype
        edge_cases=(
            Call((np.arange(6, dtype=np.float32).reshape(2, 3),)),
            Call((np.array(4.0, np.float32),)),
            Call((np.zeros((0, 3), np.float32),)),
            Call((np.arange(8, dtype=np.int32).reshape(2, 2, 2),)),
            Call((np.arange(24, dtype=np.float32).reshape(2, 3, 4),), {"axis": 1}),
            Call((np.arange(24, dtype=np.float32).reshape(2, 3, 4),), {"axis": 0}),
            Call((np.arange(24, dtype=np.float32).reshape(2, 3, 4),), {"axis": 3}),
            Call((np.array(4.0, np.float32),), {"axis": 0}),
            # No elements: a `-1` for the rows (first) or for the columns (second) cannot be resolved.
            Call((np.zeros((0, 3), np.float32),), {"axis": 1}),
            Call((np.zeros((3, 2, 0), np.float32),), {"axis": 1}),
        ),
        dtypes=(DtypeContract(("x",), ("bool",)), DtypeContract(("x",), ("int8",), call=4),  # "any shape and dtype"
                DtypeContract(("x",), ("float16",))),  # and bfloat16 (`tried`)
        recompilations=(
            Recompilation(
                lambda n: tuple(Call((np.full((n, 2), value, np.float32),)) for value in (1.0, 2.0, 3.0)),
                compiles=1,
                what="3 arrays of the same shape",
                advice="Only a new shape may cost a compile; keep the function free of values read at trace time.",
            ),
            Recompilation(
                lambda n: tuple(
                    Call((np.full((2, n, 3), value, np.float32),), {"axis": axis})
                    for value, axis in ((1.0, 1), (2.0, 1), (3.0, 2), (4.0, 2))
                ),
                compiles=2,
                what="axis 1, 1, 2, 2 with a new x of the same shape each time",
                advice="`axis` is static (it fixes the output shape): one compile per value; `x`'s values never recompile.",
            ),
        ),
    )
)


# --- maybe_negate ----------------------------------------------------------------------


register(
    ExerciseSpec(
        "static_args.maybe_negate",
        reference=lambda x, negate: -x if negate else x,
        inputs=st.builds(lambda x, negate: Call((x, negate)), float_arrays(SHAPES, -10, 10), st.booleans()),
        special_values=("x",),  # "any values": inf, nan and -0.0 included
        integer_extremes=("x",),  # integer data may be any value of its dtype
        signed_zeros=True,  # "-x": IEEE negation, -0.0 for 0.0
        edge_cases=(
            Call((np.array([1.0, -2.0, 0.0], np.float32), True)),
            Call((np.array([1.0, -2.0, 0.0], np.float32), False)),
            Call((np.array([], np.float32), True)),
            Call((np.array([3, -4, 0], np.int32), True)),  # integer data, where `integer_extremes` writes both ends
        ),
        dtypes=(DtypeContract(("x",), ("int8", "float16")),),  # "the same shape and dtype as x"
        recompilations=(
            Recompilation(
                lambda n: tuple(
                    Call((np.full(n, value, np.float32), negate))
                    for value, negate in ((1.0, True), (2.0, True), (3.0, False), (4.0, False), (5.0, True))
                ),
                compiles=2,
                what="negate True, True, False, False, True with a new x of the same shape each time",
                advice="`negate` is static: each of its values compiles once (True and False: 2 compiles) and a "
                "Python `if negate:` is fine; `x` is traced, so its values never recompile.",
            ),
        ),
    )
)


# --- resize_last -----------------------------------------------------------------------


def reference_resize_last(x: np.ndarray, size: int) -> np.ndarray:
    n = x.shape[-1]
    if size <= n:
        return x[..., :size]
    padding = np.zeros(x.shape[:-1] + (size - n,), x.dtype)
    return np.concatenate([x, padding], axis=-1)


register(
    ExerciseSpec(
        "static_args.resize_last",
        empty_axes=(("x", 0),),
        reference=reference_resize_last,
        inputs=st.builds(
            lambda x, size: Call((x, size)),
            float_arrays(st.sampled_from([(3,), (2, 3), (2, 1, 4)]), -10, 10),
            st.sampled_from((0, 1, 3, 6, 11)),  # 11: more than twice every drawn length
        ),
        special_values=("x",),  # "any values": inf, nan and -0.0 included
        integer_extremes=("x",),  # integer data may be any value of its dtype
        edge_cases=(
            Call((np.arange(6, dtype=np.float32).reshape(2, 3), 5)),
            Call((np.arange(6, dtype=np.float32).reshape(2, 3), 2)),
            Call((np.arange(4, dtype=np.float32), 4)),
            Call((np.arange(4, dtype=np.int32), 0)),
            Call((np.arange(2, dtype=np.float32).reshape(2, 1), 7)),  # seven times the length: no single doubling reaches it
        ),
        dtypes=(DtypeContract(("x",), ("int8", "float16")),),  # padded: "the dtype of x", zeros included
        recompilations=(
            Recompilation(
                lambda n: tuple(Call((np.full((2, n), value, np.float32), size)) for value, size in ((1.0, 3), (2.0, 3), (3.0, 5))),
                compiles=2,
                what="size 3, 3, 5 with a new x of the same shape each time",
                advice="`size` is static (it fixes the output shape): one compile per value; `x`'s values never recompile.",
            ),
        ),
    )
)


# --- normalize -------------------------------------------------------------------------


def reference_normalize(x: np.ndarray, eps: float) -> np.ndarray:
    x64 = np.asarray(x, np.float64)
    return (x64 / (np.sqrt(np.sum(x64**2)) + eps)).astype(np.float32)


register(
    ExerciseSpec(
        "static_args.normalize",
        empty_axes=(("x", 0),),
        reference=reference_normalize,
        inputs=st.builds(
            lambda x, eps: Call((x, eps)), float_arrays(SHAPES, -10, 10), st.sampled_from((1e-6, 0.1, 1.0, 5.0))
        ),
        scalar_arrays=("eps",),  # "a Python float or a 0-d array"
        edge_cases=(
            Call((np.array([3.0, 4.0], np.float32), 0.0)),
            Call((np.zeros(3, np.float32), 1e-6)),
            Call((np.ones((2, 2), np.float32), 0.5)),
        ),
        # "the dtype of x": also when eps is a 0-d float32 array, which would promote a float16 x
        dtypes=(DtypeContract(("x",), ("float16",)), DtypeContract(("x", "eps"), (("float16", "float32"),), result="x"),
                # "a 0-d array of any float dtype: the result keeps x's dtype all the same"
                DtypeContract(("x", "eps"), (("float32", "float16"), ("float32", "bfloat16")), result="x"),
                # "any finite float16 value (up to 65504)": squares past float16's range, a norm of 500 within it, and a norm
                # of 72,111 past it (a norm taken in float32 and cast back to float16 before dividing is inf there)
                DtypeContract(("x",), ("float16",), call=Call((np.array([300.0, -400.0, 0.5], np.float32), 1e-3))),
                DtypeContract(("x",), ("float16",), call=Call((np.array([60000.0, -40000.0, 0.5], np.float32), 1e-3)))),
        recompilations=(
            Recompilation(
                lambda n: tuple(Call((np.ones(n, np.float32), eps)) for eps in np.linspace(1e-6, 1.0, 10).tolist()),
                compiles=1,
                what="ten different values of eps for the same x",
                advice="`eps` must stay traced: do not list it in `static_argnames`, and do not turn it into a Python "
                "float inside the function.",
            ),
        ),
    )
)


# --- count_equations -------------------------------------------------------------------


def _double(x: jax.Array) -> jax.Array:
    return x * 2


def _probe_functions() -> list[tuple[str, Callable[..., Any], tuple]]:
    """Functions whose top-level equation count the grader knows from tracing them itself."""

    @jax.jit
    def inner(v: jax.Array) -> jax.Array:
        return jnp.sin(v) * 2 + 1

    def one_op(x: jax.Array) -> jax.Array:
        return x * 2

    def several(x: jax.Array, y: jax.Array) -> jax.Array:
        return jnp.tanh(x @ y).sum() + x.mean()

    def nested(x: jax.Array) -> jax.Array:
        return inner(x) + inner(x * 3)  # each inner call is one top-level `jit` equation

    def loop(x: jax.Array) -> jax.Array:
        return jax.lax.fori_loop(0, 5, lambda i, v: v * 2 + i, x)  # one top-level loop equation

    def as_float32_doubled(x: jax.Array) -> jax.Array:
        return x.astype(jnp.float32) * 2  # a convert only where x is not float32

    def mean(x: jax.Array) -> jax.Array:
        return x.mean()  # float16 is summed in float32: a convert before and after

    def scaled_back(x: jax.Array, s: float) -> jax.Array:
        return (x * s).astype(x.dtype)  # a Python float is weakly typed: float16 stays float16

    def unrolled(x: jax.Array) -> jax.Array:
        return sum(x[i] for i in range(x.shape[0]))  # one slice and one add per element: the count grows with x

    x = jnp.arange(4.0)
    return [
        ("x * 2", one_op, (x,)),
        ("tanh(x @ y).sum() + x.mean()", several, (jnp.ones((3, 3)), jnp.ones((3, 3)))),
        ("two calls of a jitted helper", nested, (x,)),
        ("a fori_loop", loop, (x,)),
        # "only their shapes and dtypes matter": the dtypes change the program too
        ("x.astype(jnp.float32) * 2 on a float32 x", as_float32_doubled, (x,)),
        ("x.astype(jnp.float32) * 2 on an int32 x", as_float32_doubled, (jnp.arange(4, dtype=jnp.int32),)),
        ("x.mean() on a float16 x", mean, (jnp.ones(4, jnp.float16),)),
        ("(x * s).astype(x.dtype) on a float16 x and a Python float s", scaled_back, (jnp.ones(4, jnp.float16), 2.0)),
        # the same function again with other arguments: "for these arguments", not the first ones it met
        ("a Python loop over a 2-element x", unrolled, (jnp.ones(2),)),
        ("a Python loop over a 5-element x", unrolled, (jnp.ones(5),)),
    ]


def check_counts_like_grader(case: Case) -> None:
    """`count_equations` agrees with the grader's own count on several functions (top level only)."""
    declared_raising_calls(case, "counts_like_grader")  # its declared function that raises: first, it is cheap
    for description, function, args in _probe_functions():
        expected = len(jax.make_jaxpr(function)(*args).jaxpr.eqns)
        call = Call((function, *args))
        got = case.call(call, "counts_like_grader", as_jax=False)
        if got != expected:
            raise case.fail(
                "counts_like_grader",
                f"wrong values: for a function computing {description}, count_equations returned {got!r}; "
                f"the jaxpr has {expected} equations at its top level. Count `jax.make_jaxpr(fn)(*args).jaxpr.eqns` "
                "for the arguments as given (their dtypes change the program as much as their shapes), without "
                "looking inside nested jaxprs.",
            )
    declared_never_run_calls(case, "counts_like_grader")  # last: its function given may not run on values


register(
    ExerciseSpec(
        "static_args.count_equations",
        edge_cases=(Call((_double, np.arange(3, dtype=np.float32))),),
        checks={"counts_like_grader": check_counts_like_grader},
        # a `fn` that raises: its exception reaches the caller (`calling.declared_raising_calls`)
        # and a `fn` that notes when it runs: "only its program is read, never its values"
        check_inputs={"counts_like_grader": (Call((RaisingFunction("fn"), np.array([1.0, -2.0], np.float32))),
                               Call((NeverRun("fn"), np.array([1.0, -2.0], np.float32))))},
        counted_calls=("counts_like_grader",),
    )
)
