"""Grades topic 08_vmap: one-example functions mapped over batches, pairs, columns and gradients.

The functions handed to the student (`predict`, `example_loss`, and the grader's own `f`s
for `pairwise` and `apply_to_columns`) are written for one example and give wrong answers
or errors on a whole batch, so broadcasting the batch through them does not pass. A Python
loop over the examples gives the right numbers but a program that grows with the batch
(`jaxpr_size`), and for `predict_batch` it is also timed against `jax.jit(jax.vmap(...))`
(`speedup`). `collatz_steps` runs under `jax.vmap` on a batch where `count_steps` would loop forever if its
guard were skipped: its program is evaluated one equation at a time, each `while` loop in Python with a cap,
so a loop that never ends fails the check instead of hanging the grader.
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st
from jax.extend import core as jax_core

from autograder.checks.comparison import assert_matches
from autograder.grading.cases import Call, Case, DtypeContract, ExerciseSpec, GivenSwap, register
from autograder.grading.failures import describe_error
from autograder.grading.grader_functions import GraderFunction
from autograder.grading.strategies import asymmetric_reductions, float_arrays


def _f32(value: Any) -> np.ndarray:
    return np.asarray(value, np.float64).astype(np.float32)


def _f64(value: Any) -> np.ndarray:
    return np.asarray(value, np.float64)


# --- predict_batch -----------------------------------------------------------------------


def reference_predict(params: dict, x: np.ndarray) -> np.ndarray:
    hidden = np.tanh(_f64(params["w1"]) @ _f64(x) + _f64(params["b1"]))
    logits = _f64(params["w2"]) @ hidden + _f64(params["b2"])
    exps = np.exp(logits - logits.max())
    return exps / exps.sum()


def reference_predict_batch(params: dict, xs: np.ndarray) -> np.ndarray:
    rows = [reference_predict(params, x) for x in xs]
    return _f32(np.array(rows, np.float64).reshape(len(xs), len(params["b2"])))  # n = 0 too: no rows to stack


def _predict(params: dict, x: jax.Array) -> jax.Array:
    """The grader's copy of the module's `predict` (a student's copy might have been edited)."""
    hidden = jnp.tanh(params["w1"] @ x + params["b1"])
    logits = params["w2"] @ hidden + params["b2"]
    exps = jnp.exp(logits - logits.max())
    return exps / exps.sum()


def python_loop_predict(params: dict, xs: jax.Array) -> jax.Array:
    """The baseline the student's function must beat: one `predict` call per row, eagerly."""
    return jnp.stack([_predict(params, x) for x in xs])


def mlp_params(rng: np.random.Generator, d: int, h: int, k: int) -> dict:
    return {
        "w1": (rng.standard_normal((h, d)) / np.sqrt(d)).astype(np.float32),
        "b1": (0.1 * rng.standard_normal(h)).astype(np.float32),
        "w2": (rng.standard_normal((k, h)) / np.sqrt(h)).astype(np.float32),
        "b2": (0.1 * rng.standard_normal(k)).astype(np.float32),
    }


@st.composite
def predict_calls(draw: st.DrawFn) -> Call:
    n, d = 5, 3  # one shape: one compilation serves every generated input
    params = {"w1": draw(float_arrays((4, d), -1, 1)), "b1": draw(float_arrays((4,), -1, 1)),
              "w2": draw(float_arrays((2, 4), -1, 1)), "b2": draw(float_arrays((2,), -1, 1))}
    return Call((params, draw(float_arrays((n, d), -3, 3))))


SMALL_PARAMS = mlp_params(np.random.default_rng(7), 3, 4, 2)
TIMING_SIZES = (48, 16, 32, 8)  # examples, features, hidden units, classes

def other_predict(params: dict, x: Any) -> Any:
    """Another `predict` for `uses_given`: no softmax, so its rows do not sum to 1."""
    return params["w2"] @ jnp.sin(params["w1"] @ x) + params["b2"]


def reference_other_predict_batch(params: dict, xs: np.ndarray) -> np.ndarray:
    p = {name: np.asarray(value, np.float64) for name, value in params.items()}
    return (np.sin(np.asarray(xs, np.float64) @ p["w1"].T) @ p["w2"].T + p["b2"]).astype(np.float32)


register(
    ExerciseSpec(
        "vmap.predict_batch",
        empty_axes=(("xs", 0),),
        reference=reference_predict_batch,
        given=(GivenSwap("predict", other_predict, reference_other_predict_batch,
                         "`w2 @ sin(w1 @ x) + b2` (no softmax)", "`jax.vmap`"),),
        inputs=predict_calls(),
        edge_cases=(
            Call((SMALL_PARAMS, np.linspace(-1, 1, 15, dtype=np.float32).reshape(5, 3))),
            # One extreme row among ordinary ones: each row is its own example, whatever the others hold.
            Call((SMALL_PARAMS, np.linspace(-1, 1, 15, dtype=np.float32).reshape(5, 3) * np.float32([[1], [1], [300], [1], [1]]))),
            Call((mlp_params(np.random.default_rng(8), 2, 5, 3), np.array([[0.5, -0.5]], np.float32))),
        ),
        rtol=1e-5,
        atol=1e-6,
        dtypes=(DtypeContract(("params", "xs"), ("float16",)),),  # "in the dtype of params and xs"
        size_calls=(
            Call((SMALL_PARAMS, np.ones((2, 3), np.float32))),
            Call((SMALL_PARAMS, np.ones((100, 3), np.float32))),  # far apart, and past any block size
        ),
        baselines={"python_loop": python_loop_predict},
        experts={"jitted_vmap": jax.jit(jax.vmap(_predict, in_axes=(None, 0)))},
        timing_input=lambda rng: Call((mlp_params(rng, *TIMING_SIZES[1:]), rng.standard_normal(TIMING_SIZES[:2]).astype(np.float32))),
        speed_advice="Map `predict` over the rows with `jax.vmap(predict, in_axes=(None, 0))` (no Python loop) and "
        "decorate the function with `@jax.jit`.",
    )
)


# --- pairwise ----------------------------------------------------------------------------


PAIR_FUNCTIONS = (
    GraderFunction("dot", jnp.dot, lambda a, b: np.dot(a, b)),
    GraderFunction("euclidean", lambda a, b: jnp.sqrt(jnp.sum((a - b) ** 2)), lambda a, b: np.sqrt(np.sum((a - b) ** 2))),
    GraderFunction("rbf_kernel", lambda a, b: jnp.exp(-jnp.sum((a - b) ** 2)), lambda a, b: np.exp(-np.sum((a - b) ** 2))),
    GraderFunction("manhattan", lambda a, b: jnp.sum(jnp.abs(a - b)), lambda a, b: np.sum(np.abs(a - b))),
    # Not symmetric, f(x, y) != f(y, x): the others would hide a swapped argument order.
    *(GraderFunction(name, function, function) for name, function in asymmetric_reductions()),
)


#: A pair function that answers in float32 whatever its rows' dtype (the `dtypes` check's second contract).
FLOAT32_DOT = GraderFunction("dot_in_float32", lambda a, b: jnp.dot(a.astype(jnp.float32), b.astype(jnp.float32)),
                             lambda a, b: np.dot(a, b))


def reference_pairwise(f: GraderFunction, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
    out = np.array([[f.reference(_f64(x), _f64(y)) for y in ys] for x in xs], np.float64).reshape(len(xs), len(ys))
    return _f32(out)


@st.composite
def pairwise_calls(draw: st.DrawFn) -> Call:
    # The edge cases' shapes (3 and 2 rows of 2): one compilation per function.
    return Call((draw(st.sampled_from(PAIR_FUNCTIONS)), draw(float_arrays((3, 2), -2, 2)), draw(float_arrays((2, 2), -2, 2))))


PAIR_XS = np.array([[1.0, 0.0], [0.0, 2.0], [1.0, 1.0]], np.float32)
PAIR_YS = np.array([[3.0, 4.0], [1.0, 1.0]], np.float32)

register(
    ExerciseSpec(
        "vmap.pairwise",
        nan_functions=("f",),  # a function giving NaN: NaN in, NaN out
        reference=reference_pairwise,
        inputs=pairwise_calls(),
        # "(n, d)" and "(m, d)": no rows on either side too, an empty (0, m) or (n, 0) matrix
        edge_cases=(*(Call((f, PAIR_XS, PAIR_YS)) for f in PAIR_FUNCTIONS),
                    Call((PAIR_FUNCTIONS[1], PAIR_XS[:0], PAIR_YS)), Call((PAIR_FUNCTIONS[1], PAIR_XS, PAIR_YS[:0]))),
        rtol=1e-5,
        atol=1e-5,
        # "in the dtype f returns for one pair": jnp.dot keeps float16; an f that answers in float32 gets a float32
        # table, products past float16's 65504 included (a table cast to xs' dtype would hold inf)
        dtypes=(DtypeContract(("xs", "ys"), ("float16",)),
                DtypeContract(("xs", "ys"), ("float16",), result="float32", call=Call((
                    FLOAT32_DOT, np.array([[300.0, 300.0], [1.0, 0.0]], np.float32),
                    np.array([[300.0, 0.0], [0.0, 1.0], [-300.0, 300.0]], np.float32))),
                    why="Here `f` answers in float32 for one pair of float16 rows, so the table is float32 too: "
                        "take the dtype from what `f` returns, not from `xs` (a cast to `xs.dtype` also turns "
                        "90000 into inf)."),),
        size_calls=(
            Call((PAIR_FUNCTIONS[1], np.ones((2, 3), np.float32), np.ones((2, 3), np.float32))),
            Call((PAIR_FUNCTIONS[1], np.ones((67, 3), np.float32), np.ones((45, 3), np.float32))),
        ),
    )
)


# --- per_example_grads --------------------------------------------------------------------


def reference_per_example_grads(params: dict, xs: np.ndarray, ys: np.ndarray) -> dict:
    xs64 = _f64(xs)
    residual = xs64 @ _f64(params["w"]) + _f64(params["b"]) - _f64(ys)
    return {"b": _f32(2 * residual), "w": _f32(2 * residual[:, None] * xs64)}


@st.composite
def regression_batches(draw: st.DrawFn) -> Call:
    n, d = 3, 2  # the first edge case's shape: one compilation
    params = {"w": draw(float_arrays((d,), -2, 2)), "b": draw(float_arrays((), -2, 2))}
    return Call((params, draw(float_arrays((n, d), -2, 2)), draw(float_arrays((n,), -2, 2))))


LINEAR = {"w": np.array([0.5, -1.0], np.float32), "b": np.float32(0.25)}

def cosh_loss(params: dict, x: Any, y: Any) -> Any:
    """Another `example_loss` for `uses_given`: its gradient is sinh(r) x, not 2 r x."""
    return jnp.cosh(x @ params["w"] + params["b"] - y)


def reference_cosh_loss_grads(params: dict, xs: np.ndarray, ys: np.ndarray) -> dict:
    xs64 = np.asarray(xs, np.float64)
    r = xs64 @ np.asarray(params["w"], np.float64) + np.float64(params["b"]) - np.asarray(ys, np.float64)
    return {"w": (np.sinh(r)[:, None] * xs64).astype(np.float32), "b": np.sinh(r).astype(np.float32)}


register(
    ExerciseSpec(
        "vmap.per_example_grads",
        empty_axes=((("xs", "ys"), 0),),
        reference=reference_per_example_grads,
        given=(GivenSwap("example_loss", cosh_loss, reference_cosh_loss_grads, "`cosh(x @ w + b - y)`",
                         "`jax.grad` and `jax.vmap`"),),
        inputs=regression_batches(),
        edge_cases=(
            Call((LINEAR, np.array([[1.0, 2.0], [0.0, -1.0], [3.0, 0.5]], np.float32), np.array([1.0, 0.0, -2.0], np.float32))),
            Call((LINEAR, np.array([[1.0, 1.0]], np.float32), np.array([3.0], np.float32))),
            Call(({"w": np.array([2.0], np.float32), "b": np.float32(0.0)}, np.array([[1.0], [2.0]], np.float32),
                  np.array([2.0, 4.0], np.float32))),  # a perfect fit: every gradient is 0
        ),
        rtol=1e-5,
        atol=1e-5,
        dtypes=(DtypeContract(("params", "xs", "ys"), ("float16",)),),  # "each gradient in its parameter's dtype"
        size_calls=(
            Call((LINEAR, np.ones((2, 2), np.float32), np.ones(2, np.float32))),
            Call((LINEAR, np.ones((100, 2), np.float32), np.ones(100, np.float32))),
        ),
    )
)


# --- apply_to_columns ---------------------------------------------------------------------


def _np_softmax(v: np.ndarray) -> np.ndarray:
    e = np.exp(v - v.max())
    return e / e.sum()


COLUMN_FUNCTIONS = (
    GraderFunction("min_and_max", lambda v: jnp.stack([v.min(), v.max()]), lambda v: np.array([v.min(), v.max()])),
    GraderFunction("softmax", jax.nn.softmax, _np_softmax),
    GraderFunction("centred", lambda v: v - v.mean(), lambda v: v - v.mean()),
)


def reference_apply_to_columns(f: GraderFunction, x: np.ndarray) -> np.ndarray:
    x64 = _f64(x)
    if x64.shape[1] == 0:  # no column: k rows of nothing, k from what f gives a column of this length
        return np.zeros((len(f.reference(np.zeros(x64.shape[0]))), 0), np.float32)
    return _f32(np.stack([f.reference(x64[:, j]) for j in range(x64.shape[1])], axis=1))


COLUMNS = np.array([[1.0, 5.0, -2.0], [3.0, 4.0, 0.5], [2.0, -1.0, 0.0], [0.0, 2.0, 1.0]], np.float32)

register(
    ExerciseSpec(
        "vmap.apply_to_columns",
        nan_functions=("f",),  # a function giving NaN: NaN in, NaN out
        reference=reference_apply_to_columns,
        inputs=st.builds(lambda f, x: Call((f, x)), st.sampled_from(COLUMN_FUNCTIONS),
                         float_arrays((4, 3), -3, 3)),
        edge_cases=(*(Call((f, COLUMNS)) for f in COLUMN_FUNCTIONS),
                    Call((COLUMN_FUNCTIONS[1], np.zeros((4, 0), np.float32)))),  # "(r, c)": no column at all
        # "x: a float array": f sees the columns as they are, float16 ones too
        dtypes=(DtypeContract(("x",), ("float16",)),),
        rtol=1e-5,
        atol=1e-6,
        size_calls=(
            Call((COLUMN_FUNCTIONS[0], np.ones((3, 2), np.float32))),
            Call((COLUMN_FUNCTIONS[0], np.ones((3, 100), np.float32))),  # past a block of columns
        ),
    )
)


# --- collatz_steps -----------------------------------------------------------------------


def reference_collatz_steps(n: Any) -> np.ndarray:
    m, steps = int(n), 0
    if m < 1:
        return np.int32(-1)
    while m != 1:
        m, steps = (m // 2 if m % 2 == 0 else 3 * m + 1), steps + 1
    return np.int32(steps)


MIXED_BATCH = np.array([-3, -1, 0, 1, 2, 6, 7, 27, 97], np.int32)  # 97 needs the most steps here: 118
LOOP_CAP = 1_000
CALL_PRIMITIVES = ("jit", "pjit", "closed_call", "core_call")  # nested programs, entered equation by equation


class LoopCapReached(Exception):
    """A `while` loop of the program ran past `LOOP_CAP` iterations."""


def run_with_loop_cap(closed: jax_core.ClosedJaxpr, args: list[Any]) -> list[Any]:
    """Evaluate `closed` one equation at a time, running each `while` loop in Python with at most `LOOP_CAP` iterations.

    A loop that would never end under XLA raises `LoopCapReached` here instead of hanging the grader. Calls of
    nested programs (the student's own `jax.jit`) and the branch a `cond` takes are entered; other equations
    (a `scan`, say) run as they are.
    """
    env: dict[Any, Any] = {}
    read = lambda var: var.val if isinstance(var, jax_core.Literal) else env[var]  # noqa: E731
    env.update(zip(closed.jaxpr.constvars, closed.consts))
    env.update(zip(closed.jaxpr.invars, args))
    for eqn in closed.jaxpr.eqns:
        inputs = [read(var) for var in eqn.invars]
        name, inner = eqn.primitive.name, eqn.params.get("jaxpr")
        if name in CALL_PRIMITIVES and isinstance(inner, jax_core.ClosedJaxpr):
            outputs = run_with_loop_cap(inner, inputs)
        elif name == "cond":
            branch = eqn.params["branches"][int(np.clip(int(np.asarray(inputs[0])), 0, len(eqn.params["branches"]) - 1))]
            outputs = run_with_loop_cap(branch, inputs[1:])
        elif name == "while":
            cond_count, body_count = eqn.params["cond_nconsts"], eqn.params["body_nconsts"]
            cond_consts, body_consts = inputs[:cond_count], inputs[cond_count:cond_count + body_count]
            carry = inputs[cond_count + body_count:]
            keep_going = jax.jit(jax_core.jaxpr_as_fun(eqn.params["cond_jaxpr"]))
            body = jax.jit(jax_core.jaxpr_as_fun(eqn.params["body_jaxpr"]))
            for _ in range(LOOP_CAP):
                # Under vmap the predicate may be a batch: the loop runs while any element goes on, and the
                # finished elements keep their carry (what XLA's lowering of a batched `while` does).
                going = np.asarray(keep_going(*cond_consts, *carry)[0])
                if not going.any():
                    break
                stepped = body(*body_consts, *carry)
                carry = [jnp.where(going.reshape(going.shape + (1,) * (np.ndim(old) - going.ndim)), new, old)
                         for new, old in zip(stepped, carry)]
            else:
                raise LoopCapReached
            outputs = carry
        else:
            outputs = eqn.primitive.bind(*inputs, **eqn.primitive.get_bind_params(eqn.params))
            outputs = outputs if eqn.primitive.multiple_results else [outputs]
        env.update(zip(eqn.outvars, outputs))
    return [read(var) for var in closed.jaxpr.outvars]


def check_vmap_finishes(case: Case) -> None:
    """`jax.vmap(collatz_steps)` over a batch with numbers below 1 ends (every loop within `LOOP_CAP` steps) and is right."""
    call_text = f"jax.vmap({case.name})(jnp.array({MIXED_BATCH.tolist()}))"
    batch = jnp.asarray(MIXED_BATCH)
    try:
        closed = jax.make_jaxpr(jax.vmap(case.function))(batch)
        outputs = run_with_loop_cap(closed, [batch])
    except LoopCapReached:
        raise case.fail(
            "vmap_finishes",
            f"never finishes under jax.vmap: in {call_text}, a `while_loop` was still running after {LOOP_CAP:,} "
            "iterations (these numbers need at most 118). Under vmap the predicate `n >= 1` is a batch, so `lax.cond` "
            "becomes a select: both branches run on every element, and `count_steps` also runs on 0 and the negative "
            "numbers, where it loops forever, although its result there is thrown away. Give the loop an input it "
            "finishes on wherever `n < 1`.",
        ) from None
    except Exception as error:  # student code may raise anything
        raise describe_error(error, call_text, case.student_files, "vmap_finishes") from None
    expected = np.array([reference_collatz_steps(n) for n in MIXED_BATCH], np.int32)
    assert_matches(outputs[0], expected, check="vmap_finishes", call_text=call_text, rtol=0, atol=0)


def three_n_plus_one(n: Any) -> Any:
    """Another `count_steps` for `uses_given`: no loop, a different number for every n."""
    return 3 * n + 1


def reference_three_n_plus_one(n: Any) -> np.ndarray:
    return np.int32(3 * int(n) + 1 if n >= 1 else -1)


register(
    ExerciseSpec(
        "vmap.collatz_steps",
        reference=reference_collatz_steps,
        given=(GivenSwap("count_steps", three_n_plus_one, reference_three_n_plus_one,
                         "`3 * n + 1` (no loop)", "`jax.lax.cond` or `jnp.where` around it",
                         calls=(Call((np.int32(6),)), Call((np.int32(0),)), Call((np.int32(-4),)))),),
        inputs=st.builds(lambda n: Call((np.int32(n),)), st.integers(-20, 300)),
        edge_cases=(
            Call((np.int32(1),)),
            Call((np.int32(6),)),
            Call((np.int32(27),)),
            Call((np.int32(77031),)),  # 350 steps, every value within int32: no cap on the loop
            Call((np.int32(0),)),  # the loop would never end on these
            Call((np.int32(-4),)),
            Call((np.int32(np.iinfo(np.int32).min),)),  # "any value below 1": -1 however far below
        ),
        rtol=0,
        atol=0,
        checks={"vmap_finishes": check_vmap_finishes},
    )
)
