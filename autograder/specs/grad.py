"""Grades topic 07_grad: `grad`, `value_and_grad`, `has_aux`, `argnums`, Jacobians and Hessians.

Every gradient is checked twice: against an analytic formula written out in NumPy (`values`,
`edge_cases`), and against central finite differences of the function it claims to
differentiate (`finite_differences`, see checks/differentiation.py). Exercises that take a
function `f` are graded with the grader's own functions, each with its derivatives worked
out by hand. Generated inputs keep one shape per exercise (one compilation each). `sinc` is also differentiated
where its one-`where` version's gradient is NaN (and may not hand the job to `jnp.sinc` or a custom rule);
`marginal_rate` differentiates a function with Python `if`s, un-jitted, at its kinks too; `curvature` is compared
with second differences of the grader's functions in float64.
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from autograder.checks.calling import values_of
from autograder.checks.comparison import assert_matches
from autograder.checks.differentiation import GradientClaim, unpack
from autograder.grading.cases import Call, Case, DtypeContract, ExerciseSpec, GivenSwap, register
from autograder.grading.failures import CheckFailure, FailureKind, describe_error
from autograder.grading.grader_functions import GraderFunction
from autograder.grading.strategies import (
    float_arrays,
    floats32,
    huge_floats,
    tiny_floats,
)


def _f32(value: Any) -> np.ndarray:
    return np.asarray(value, np.float64).astype(np.float32)


def _f64(value: Any) -> np.ndarray:
    return np.asarray(value, np.float64)


# --- loss_and_grads ----------------------------------------------------------------------


def reference_loss_and_grads(params: dict, x: np.ndarray, y: np.ndarray) -> tuple:
    w, b, x64, y64 = _f64(params["w"]), _f64(params["b"]), _f64(x), _f64(y)
    residual = x64 @ w + b - y64
    n = len(y64)
    return _f32(np.mean(residual**2)), {"b": _f32(2 * residual.sum() / n), "w": _f32(2 * x64.T @ residual / n)}


@st.composite
def regression_calls(draw: st.DrawFn) -> Call:
    n, d = 4, 3  # one shape: one compilation serves every generated input
    params = {"w": draw(float_arrays((d,), -2, 2)), "b": draw(float_arrays((), -2, 2))}
    return Call((params, draw(float_arrays((n, d), -2, 2)), draw(float_arrays((n,), -2, 2))))


def loss_gradient_claims(case: Case, call: Call) -> list[GradientClaim]:
    """`grads` must be the gradient of the `loss` the same function returns, at `params`."""
    params, x, y = call.numpy_args()[0]
    _, grads = unpack(case, case.describe(call), values_of(case, call, "finite_differences"), ("loss", "grads"))
    return [GradientClaim("grads (the second output)", lambda p: case.function(p, x, y)[0], params, grads)]


REGRESSION_CASES = (
    Call(({"w": np.array([1.0, 0.0], np.float32), "b": np.float32(0.0)}, np.array([[1.0, 2.0]], np.float32),
          np.array([0.0], np.float32))),
    Call(({"w": np.array([0.5, -1.0, 2.0], np.float32), "b": np.float32(0.3)},
          np.array([[1.0, 2.0, -1.0], [0.0, 1.5, 0.5], [-2.0, 0.0, 1.0], [1.0, 1.0, 1.0]], np.float32),
          np.array([1.0, -1.0, 0.5, 2.0], np.float32))),
)

register(
    ExerciseSpec(
        "grad.loss_and_grads",
        reference=reference_loss_and_grads,
        inputs=regression_calls(),
        magnitudes=((("x", "y"), 100.0),),  # large residuals: no clipped gradient
        # predictions and targets both far from 0 (a bias of 1000 and targets near it): the expanded square
        # mean(p**2) - 2 mean(p * y) + mean(y**2) cancels there, (p - y)**2 does not. At 100 it missed by 1.5x here
        # and passed on a TPU, whose reductions add in another order (tests/test_offsets.py: >= 5x in every order)
        offsets=((("params/b", "y"), 1000.0),),
        edge_cases=REGRESSION_CASES,
        rtol=1e-4,
        atol=1e-4,
        gradient_claims=loss_gradient_claims,
    )
)


# --- grads_and_aux -----------------------------------------------------------------------


def _softmax(v: np.ndarray) -> np.ndarray:
    e = np.exp(v - v.max())
    return e / e.sum()


PAIR_FUNCTIONS = (
    GraderFunction(
        "dot_plus_square",  # (sum(x * y) + sum(x ** 2), x * y)
        lambda x, y: (jnp.sum(x * y) + jnp.sum(x**2), x * y),
        lambda x, y: ((_f32(y + 2 * x), _f32(x)), _f32(x * y)),
    ),
    GraderFunction(
        "logsumexp_plus_sin",  # (log(sum(exp(x))) + sum(sin(y)), {"argmax": argmax(x)})
        lambda x, y: (jax.nn.logsumexp(x) + jnp.sum(jnp.sin(y)), {"argmax": jnp.argmax(x).astype(jnp.int32)}),
        lambda x, y: ((_f32(_softmax(x)), _f32(np.cos(y))), {"argmax": np.int32(np.argmax(x))}),
    ),
    GraderFunction(
        "tanh_weighted",  # (sum(tanh(x) * y), (sum(x), sum(y)))
        lambda x, y: (jnp.sum(jnp.tanh(x) * y), (jnp.sum(x), jnp.sum(y))),
        lambda x, y: ((_f32((1 - np.tanh(x) ** 2) * y), _f32(np.tanh(x))), (_f32(x.sum()), _f32(y.sum()))),
    ),
)


def reference_grads_and_aux(f: GraderFunction, x: np.ndarray, y: np.ndarray) -> Any:
    return f.reference(_f64(x), _f64(y))


@st.composite
def pair_calls(draw: st.DrawFn) -> Call:
    n = 3  # the shape of the edge cases: each function compiles once
    return Call((draw(st.sampled_from(PAIR_FUNCTIONS)), draw(float_arrays((n,), -2, 2)), draw(float_arrays((n,), -2, 2))))


def pair_gradient_claims(case: Case, call: Call) -> list[GradientClaim]:
    """`df/dx` and `df/dy` are the gradients of `f`'s value in each argument."""
    f, x, y = call.numpy_args()[0]
    call_text = case.describe(call)
    grads, _ = unpack(case, call_text, values_of(case, call, "finite_differences"), ("(df/dx, df/dy)", "aux"))
    dx, dy = unpack(case, call_text, grads, ("df/dx", "df/dy"))
    return [
        GradientClaim("df/dx (the first gradient)", lambda v: f(v, y)[0], x, dx),
        GradientClaim("df/dy (the second gradient)", lambda v: f(x, v)[0], y, dy),
    ]


PAIR_X = np.array([0.5, -1.0, 2.0], np.float32)
PAIR_Y = np.array([1.5, 0.25, -0.75], np.float32)

# "aux is extra information (any pytree) handed back as f made it": settings a function reports beside its
# arrays (a count, a name, a scale, nothing) are Python objects that jax.grad(has_aux=True) passes through.
AUX_SETTINGS = {"count": 3, "name": "pair", "scale": 0.5, "mask": None}
SETTINGS_AUX = GraderFunction(
    "dot_with_settings",  # (sum(x * y), {"count": 3, "name": "pair", "scale": 0.5, "mask": None, "xy": x * y})
    lambda x, y: (jnp.sum(x * y), {**AUX_SETTINGS, "xy": x * y}),
    lambda x, y: ((_f32(y), _f32(x)), {**AUX_SETTINGS, "xy": _f32(x * y)}),
)


def check_aux_as_made(case: Case) -> None:
    """Called as written (no jit), `aux`'s Python leaves come back as `f` made them: the same type and value."""
    call = Call((SETTINGS_AUX, PAIR_X, PAIR_Y))
    _, aux = unpack(case, case.describe(call), case.call(call, "aux_as_made"), ("(df/dx, df/dy)", "aux"))
    expected = {**AUX_SETTINGS, "xy": PAIR_X * PAIR_Y}
    if jax.tree.structure(aux) != jax.tree.structure(expected):
        raise case.fail("aux_as_made", f"aux changed: for {case.describe(call)}, f's aux was a tree shaped like "
                                       f"{jax.tree.structure(expected)} and came back as {jax.tree.structure(aux)}.")
    for key, made in AUX_SETTINGS.items():
        if type(aux[key]) is not type(made) or aux[key] != made:
            raise case.fail("aux_as_made", f"aux changed: for {case.describe(call)}, f's aux held {key!r}: {made!r} "
                                           f"(a Python {type(made).__name__}) and came back as {aux[key]!r}. Hand aux "
                                           "back as f made it: jax.grad(..., has_aux=True) already does.")
    assert_matches(aux["xy"], _f32(PAIR_X * PAIR_Y), check="aux_as_made", call_text=case.describe(call),
                   rtol=1e-6, atol=0)

register(
    ExerciseSpec(
        "grad.grads_and_aux",
        nan_functions=("f",),  # a function giving NaN: NaN in, NaN out
        reference=reference_grads_and_aux,
        inputs=pair_calls(),
        # "x: a float array", "y: a float array": of different shapes too (one gradient each, nothing stacked)
        edge_cases=(*(Call((f, PAIR_X, PAIR_Y)) for f in PAIR_FUNCTIONS),
                    Call((PAIR_FUNCTIONS[1], PAIR_X, np.array([[1.5, 0.25], [-0.75, 0.0]], np.float32)))),
        rtol=1e-5,
        atol=1e-5,
        gradient_claims=pair_gradient_claims,
        checks={"aux_as_made": check_aux_as_made},
    )
)


# --- sinc --------------------------------------------------------------------------------


def reference_sinc(x: np.ndarray) -> np.ndarray:
    x64 = _f64(x)
    safe = np.where(x64 == 0, 1.0, x64)
    return _f32(np.where(x64 == 0, 1.0, np.sin(safe) / safe))


def reference_sinc_derivative(x: np.ndarray) -> np.ndarray:
    x64 = _f64(x)
    safe = np.where(x64 == 0, 1.0, x64)
    return _f32(np.where(x64 == 0, 0.0, (safe * np.cos(safe) - np.sin(safe)) / safe**2))


# Values: 0, tiny non-zero values (sin(x) / x is accurate in float32 however small x is, so a branch that calls
# |x| < 0.1 "zero" shows), ordinary and huge ones. Gradients: 0, or at least 0.02 away from it, where the float32
# derivative cos(x)/x - sin(x)/x**2 of a correct solution is still accurate (closer in it cancels badly, and below
# about 1e-19 x**2 underflows and even `jnp.sinc`'s gradient is not finite: the docstring leaves that range out).
SINC_ELEMENTS = st.one_of(st.just(0.0), tiny_floats(1e-30, 0.05), floats32(-10, 10), huge_floats(1e6, 1e8))
SINC_GRADIENT_INPUTS = (
    np.array([0.0, 1.0, -2.5, 0.0, 3.0], np.float32),
    np.array([0.02, -0.03, 0.05, -0.07, 1e4], np.float32),
    np.array([[0.0, 0.5], [-0.5, 4.0]], np.float32),
    np.array(0.0, np.float32),
)


# Beside 0 the derivative's two terms, cos(x)/x and sin(x)/x**2, are each about 1/|x| and cancel to about -x/3: in
# float32 a correct quotient is off by at most 2.1 eps / |x| (measured on 20,000 points per band, eagerly and under
# jit, for the reference and the correct alternatives), a relative error of about 6 eps / x**2. A shortcut there (a
# Taylor polynomial 1 - x**2/6 whose derivative lacks x**3/30) is off by x**2/10, which an absolute tolerance of 1e-5
# hides. So each band below is compared densely at twice that bound (12 eps / low**2, relative, no absolute part).
SINC_BANDS = (0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.12, 0.15, 0.2, 0.3)
SINC_BAND_POINTS = 64  # per sign: one shape for every band, compiled once


def _band(low: float, high: float) -> np.ndarray:
    points = np.linspace(low, high, SINC_BAND_POINTS + 1, dtype=np.float32)[1:]  # high itself is the next band's
    points = points[points < np.float32(high)]
    return np.concatenate([points, -points[::-1]])


def check_gradient_beside_zero(case: Case) -> None:
    """Near 0 (0.05 <= |x| < 0.3) the gradient is the derivative to float32's rounding, at many points per band."""
    eps = float(np.finfo(np.float32).eps)
    gradient = jax.grad(lambda v: jnp.sum(case.function(v)))
    for low, high in zip(SINC_BANDS[:-1], SINC_BANDS[1:]):
        x = _band(low, high)
        call_text = f"jax.grad(lambda x: {case.name}(x).sum())(x) for {x.size} values with {low:g} <= |x| < {high:g}"
        try:
            got = gradient(jnp.asarray(x))
        except Exception as error:  # student code may raise anything
            raise describe_error(error, call_text, case.student_files, "finite_grad") from None
        rtol = 12 * eps / low**2
        try:
            assert_matches(got, reference_sinc_derivative(x), check="finite_grad", call_text=call_text, rtol=rtol, atol=0.0)
        except CheckFailure as failure:
            if failure.kind is not FailureKind.WRONG or np.shape(got) != x.shape:
                raise
            expected = reference_sinc_derivative(x).astype(np.float64)
            error = np.abs(np.asarray(got, np.float64) - expected) / np.abs(expected)
            worst = int(np.argmax(np.where(np.isnan(error), np.inf, error)))
            raise case.fail(
                "finite_grad",
                f"{failure.message} The worst is at x = {x[worst]:.6g}: a relative error of {error[worst]:.2g}, "
                f"where float32 rounding makes at most {rtol / 2:.2g}. Beside 0 the gradient must still be the "
                "derivative of sin(x) / x: a Taylor polynomial used there needs enough terms for its derivative "
                "too (1 - x**2/6 + x**4/120).",
            ) from None


def check_finite_grad(case: Case) -> None:
    """`jax.grad(lambda x: sinc(x).sum())` is finite everywhere, 0 at 0, and the derivative elsewhere: at a few
    points, then densely beside 0 (`check_gradient_beside_zero`)."""
    for x in SINC_GRADIENT_INPUTS:
        call_text = f"jax.grad(lambda x: {case.name}(x).sum())(x={np.array2string(x, separator=', ')})"
        try:
            got = jax.grad(lambda v: jnp.sum(case.function(v)))(jnp.asarray(x))
        except Exception as error:  # student code may raise anything
            raise describe_error(error, call_text, case.student_files, "finite_grad") from None
        got_array = np.asarray(got)
        if got_array.shape == x.shape and not np.all(np.isfinite(got_array)):
            index = tuple(int(i) for i in np.argwhere(~np.isfinite(got_array))[0])
            raise case.fail(
                "finite_grad",
                f"NaN gradient: {call_text} is {got_array[index]} at index {index}, where x is {x[index]}; the "
                "derivative there is 0. `jnp.where` computes both branches everywhere, and so does the backward pass: "
                "the unused `sin(x) / x` at 0 has the derivative 0 / 0 = nan, and the zero gradient `where` sends into "
                "it times nan is still nan. Make the discarded branch finite too: the division must never see a 0, "
                "even where its result is thrown away.",
            )
        assert_matches(got, reference_sinc_derivative(x), check="finite_grad", call_text=call_text, rtol=1e-4, atol=1e-5)
    check_gradient_beside_zero(case)


register(
    ExerciseSpec(
        "grad.sinc",
        empty_axes=(("x", 0),),
        reference=reference_sinc,
        inputs=st.builds(lambda x: Call((x,)), hnp.arrays(np.float32, (5,), elements=SINC_ELEMENTS)),
        edge_cases=(
            Call((np.array([0.0, np.pi / 2, -np.pi, 1e-3, 20.0], np.float32),)),
            Call((np.array([5e-3, -2e-3, 1e-20, -1e-30, 0.04], np.float32),)),  # beside 0, not on it
            Call((np.array([9e-3, -8e-3, 7e-3, 1e-2, -9.5e-3], np.float32),)),  # sin(x)/x is 1 - x**2/6 here, not 1
            Call((np.zeros((2, 2), np.float32),)),
        ),
        rtol=1e-5,
        atol=1e-6,
        # "the same shape and dtype", and a finite gradient: also in float16, where 1e-12 is 0.
        # (Not at 1e-3: float16 flushes 1e-3 ** 2 to 0 on CPU, and the quotient rule's terms are then infinite.)
        dtypes=(DtypeContract(("x",), ("float16",), differentiate=True,
                              call=Call((np.array([0.0, 0.5, -2.0, 3.0], np.float32),))),),
        checks={"finite_grad": check_finite_grad},
    )
)


# --- marginal_rate -----------------------------------------------------------------------


def reference_marginal_rate(income: Any) -> np.ndarray:
    """The slope of the bracket `tax` is in; at a boundary, the lower bracket's (the branch its `<=` takes)."""
    value = float(np.asarray(income, np.float64))
    rate = 0.0 if value <= 10_000.0 else 0.2 if value <= 40_000.0 else 0.4
    return np.float32(rate)


def smooth_tax(income: Any) -> Any:
    """Another `tax` for `uses_given`: smooth, so its rate differs at every income."""
    return 0.25 * income + 100.0 * jnp.sin(income / 1000.0)


def reference_smooth_tax_rate(income: Any) -> np.ndarray:
    return np.float32(0.25 + 0.1 * np.cos(np.float64(income) / 1000.0))


register(
    ExerciseSpec(
        "grad.marginal_rate",
        scalar_arrays=("income",),
        reference=reference_marginal_rate,
        given=(GivenSwap("tax", smooth_tax, reference_smooth_tax_rate, "`0.25 * income + 100 * sin(income / 1000)`",
                         "`jax.grad`"),),
        inputs=st.builds(lambda v: Call((np.float32(v),)), st.one_of(
            floats32(0, 80_000), st.sampled_from([10_000.0, 40_000.0]))),
        edge_cases=(
            Call((np.float32(5_000.0),)),
            Call((np.float32(10_000.0),)),  # a kink: the branch `tax` takes there, not the average of two rates
            Call((np.float32(25_000.0),)),
            Call((np.float32(40_000.0),)),  # a kink again
            Call((np.float32(55_000.0),)),
            Call((40_001.0,)),  # a Python float
        ),
        # "a float scalar (NumPy or JAX)" of any float dtype; "A float32 scalar" whatever it was: `jax.grad` alone
        # gives the income's own dtype. 25,000 is mid-bracket in float16 and bfloat16 too.
        dtypes=(DtypeContract(("income",), ("float16", "bfloat16"), result="float32", call=2),),
        rtol=1e-6,
        atol=1e-6,
    )
)


# --- curvature ---------------------------------------------------------------------------

SECOND_DIFFERENCE_STEP = 1e-4  # in float64: truncation about h**2 |f''''| / 12, rounding about 1e-16 |f| / h**2


def reference_curvature(f: GraderFunction, x: Any) -> np.ndarray:
    """Curvature from central differences of the grader's NumPy function, in float64 (from the derivatives written
    out, for a curve whose differences float64 cannot resolve: `EXACT_DERIVATIVES`)."""
    x64, h = float(np.asarray(x, np.float64)), SECOND_DIFFERENCE_STEP
    if f.name in EXACT_DERIVATIVES:
        first, second = EXACT_DERIVATIVES[f.name]
        slope, bend = first(x64), second(x64)
    else:
        g = lambda v: float(f.reference(np.float64(v)))  # noqa: E731
        slope = (g(x64 + h) - g(x64 - h)) / (2 * h)
        bend = (g(x64 + h) - 2 * g(x64) + g(x64 - h)) / h**2
    return _f32(abs(bend) / (1 + slope**2) ** 1.5)


CURVES = (
    GraderFunction("cubic", lambda v: v**3 - 3 * v, lambda v: v**3 - 3 * v),
    GraderFunction("sin", jnp.sin, np.sin),
    GraderFunction("gaussian", lambda v: jnp.exp(-(v**2)), lambda v: np.exp(-(v**2))),
    GraderFunction("log_cosh", lambda v: jnp.log(jnp.cosh(v)), lambda v: np.log(np.cosh(v))),
)

STEEP = GraderFunction("exp", jnp.exp, np.exp)  # second differences in float64 keep ~1e-7 of its f'' = f at 35
# Steeper still: at 1e-16 its f' is 1e22 and f'' 1e38, curvature 1e-28; f'**2 (1e44) is past float32's range too.
# Its differences over h = 1e-4 are 5e29 apart from values of 1e18: float64 cannot resolve them, so its derivatives
# are written out.
STEEPER = GraderFunction("narrow_parabola", lambda v: 5e37 * v * v, lambda v: 5e37 * v * v)
EXACT_DERIVATIVES = {"narrow_parabola": (lambda v: 1e38 * v, lambda v: 1e38)}

register(
    ExerciseSpec(
        "grad.curvature",
        nan_functions=("f",),  # a function giving NaN: NaN in, NaN out
        reference=reference_curvature,
        inputs=st.builds(lambda f, x: Call((f, np.float32(x))), st.sampled_from(CURVES), floats32(-2, 2)),
        edge_cases=(
            Call((CURVES[0], np.float32(0.0))),  # f'' = 0 there: curvature 0
            Call((CURVES[0], np.float32(1.0))),  # f' = 0: curvature |f''| = 6
            Call((CURVES[1], np.float32(np.pi / 2))),
            Call((CURVES[2], np.float32(0.5))),
            Call((CURVES[3], np.float32(-1.5))),
            Call((CURVES[2], np.float32(1.5))),
            # Far from 0 a step of 1e-3 is rounded to float32's spacing there (~1e-3): a finite difference is off by
            # percents, what JAX's derivative of sin is not.
            Call((CURVES[1], np.float32(10000.0))),
            # "Steep graphs included": exp at 35 has f' = f'' = 1.6e15 and curvature e**-70 = 4e-31, a normal float32;
            # (1 + f'**2) ** 1.5 is 4e45, past float32's range, which makes it 0 (hidden by any absolute tolerance).
            Call((STEEP, np.float32(35.0)), relative=True),
            # Past f' = 1.8e19, f'**2 overflows as well: 1 / t / sqrt(t) with t = 1 + f'**2 gives 0 there.
            Call((STEEPER, np.float32(1e-16)), relative=True),
        ),
        rtol=1e-4,
        atol=1e-5,
    )
)

# --- jacobian ----------------------------------------------------------------------------


def _sums_jacobian(x: np.ndarray) -> np.ndarray:
    return np.stack([np.ones_like(x), 2 * x, np.cos(x)])


def _softmax_jacobian(x: np.ndarray) -> np.ndarray:
    s = _softmax(x)
    return np.diag(s) - np.outer(s, s)


VECTOR_FUNCTIONS = (
    GraderFunction("sums", lambda v: jnp.stack([jnp.sum(v), jnp.sum(v**2), jnp.sum(jnp.sin(v))]), _sums_jacobian),
    GraderFunction("softmax", jax.nn.softmax, _softmax_jacobian),
    GraderFunction("squares_then_total", lambda v: jnp.concatenate([v**2, jnp.sum(v)[None]]),
                   lambda x: np.vstack([np.diag(2 * x), np.ones((1, len(x)))])),
)


# m = 1: the Jacobian is (1, n), not a squeezed (n,) gradient.
ONE_OUTPUT = GraderFunction("sum_of_squares_as_a_vector: lambda v: jnp.sum(v ** 2)[None]", lambda v: jnp.sum(v**2)[None],
                            lambda x: (2 * x)[None, :])
# Computes in float32 whatever x is: forward mode then gives float32 tangents, reverse mode float16 cotangents.
WIDENING = GraderFunction("sin_in_float32: lambda v: jnp.sin(v.astype(jnp.float32))",
                          lambda v: jnp.sin(v.astype(jnp.float32)), lambda x: np.diag(np.cos(x)))


def reference_by_hand(f: GraderFunction, x: np.ndarray) -> np.ndarray:
    """The grader function's derivative worked out by hand, in float64, returned as float32."""
    return _f32(f.reference(_f64(x)))


register(
    ExerciseSpec(
        "grad.jacobian",
        nan_functions=("f",),  # a function giving NaN: NaN in, NaN out
        reference=reference_by_hand,
        inputs=st.builds(lambda f, x: Call((f, x)), st.sampled_from(VECTOR_FUNCTIONS),
                         float_arrays((3,), -2, 2)),
        edge_cases=tuple(Call((f, np.array([0.5, -1.0, 2.0], np.float32))) for f in (*VECTOR_FUNCTIONS, ONE_OUTPUT)),
        rtol=1e-5,
        atol=1e-6,
        # "the dtype of x": tangents and cotangents in float16, also for an f that computes in float32
        dtypes=(DtypeContract(("x",), ("float16",)),
                DtypeContract(("x",), ("float16",), call=Call((WIDENING, np.array([0.5, -1.0, 2.0], np.float32))))),
    )
)


# --- newton_step -------------------------------------------------------------------------


def _quadratic_matrix(n: int) -> np.ndarray:
    return np.diag(np.arange(1.0, n + 1)) + 0.5 * np.ones((n, n))


def _quadratic(v: jax.Array) -> jax.Array:
    n = v.shape[0]
    a = jnp.asarray(_quadratic_matrix(n), v.dtype)
    return 0.5 * v @ a @ v - jnp.arange(n, dtype=v.dtype) @ v


def _quadratic_step(x: np.ndarray) -> np.ndarray:
    return np.linalg.solve(_quadratic_matrix(len(x)), np.arange(len(x), dtype=np.float64))  # the minimum, in one step


def _exp_step(x: np.ndarray) -> np.ndarray:
    return x - (np.exp(x) + x) / (np.exp(x) + 1)


def _coupled_step(x: np.ndarray) -> np.ndarray:
    gradient = np.tanh(x) + x.sum()
    hessian = np.diag(1 - np.tanh(x) ** 2) + np.ones((len(x), len(x)))
    return x - np.linalg.solve(hessian, gradient)


STIFF_CURVATURES = (1.0, 1e-5, 4.0)  # positive definite, condition number 4e5


def _stiff_quadratic(v: jax.Array) -> jax.Array:
    return 0.5 * jnp.sum(jnp.asarray(STIFF_CURVATURES[: v.shape[0]], v.dtype) * v**2)


def _stiff_step(x: np.ndarray) -> np.ndarray:
    return np.zeros_like(np.asarray(x, np.float64))  # a quadratic with its minimum at 0: one step lands there


SCALAR_FUNCTIONS = (
    GraderFunction("quadratic", _quadratic, _quadratic_step),  # 0.5 x.A.x - b.x, A = diag(1..n) + 0.5
    GraderFunction("sum_exp_plus_half_square", lambda v: jnp.sum(jnp.exp(v)) + 0.5 * jnp.sum(v**2), _exp_step),
    GraderFunction("log_cosh_coupled", lambda v: jnp.sum(jnp.log(jnp.cosh(v))) + 0.5 * jnp.sum(v) ** 2, _coupled_step),
)


register(
    ExerciseSpec(
        "grad.newton_step",
        reference=reference_by_hand,
        inputs=st.builds(lambda f, x: Call((f, x)), st.sampled_from(SCALAR_FUNCTIONS),
                         float_arrays((3,), -2, 2)),
        edge_cases=(
            *(Call((f, np.array([0.5, -1.0, 1.5], np.float32))) for f in SCALAR_FUNCTIONS),
            Call((SCALAR_FUNCTIONS[0], np.array([40.0, -30.0, 25.0], np.float32))),  # far away: one whole step, no cap
            # A tiny but positive curvature is still curvature: a pseudo-inverse's cutoff (or a damped solve) leaves
            # that direction where it was, where Newton's step lands on the minimum.
            Call((GraderFunction("stiff_quadratic", _stiff_quadratic, _stiff_step), np.array([0.5, -1.0, 1.5], np.float32))),
            # "a float vector of shape (n,)": a larger n too, where an iterative solver with a fixed budget falls short
            Call((SCALAR_FUNCTIONS[0], np.linspace(-2.0, 2.0, 48, dtype=np.float32))),
        ),
        rtol=1e-4,
        atol=1e-4,
    )
)
