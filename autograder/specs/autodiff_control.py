"""Grades topic 14_autodiff_control: jvp, vjp and linearize, stop_gradient, custom rules, checkpoint.

Values are compared with NumPy references worked out by hand in float64: Hessians and
Jacobians of the grader's own functions (multiplied by the vectors, so the reference never
needs `jax`), `np.logaddexp`, `np.round`, a residual network and its backpropagation.

Checks of this module:
- `no_full_matrix`: the jaxpr of a large call (`n = 64`) is read, nested jaxprs included, for
  an intermediate (or constant) with as many elements as the matrix the exercise must not
  build; the message names its shape. Caveat: a method that builds the matrix piece by piece in
  a Python loop holds no such array, but its jaxpr grows, which `jaxpr_size` catches.
- `straight_through`: `jax.grad` of `sum(w * f(x))` must be `w`.
- `stable_gradient`: `jax.grad` of `softplus` is `sigmoid(x)`, finite at +-1000.
- `own_rule`: the jaxpr holds a `custom_jvp_call` whose function is defined outside the jax
  package, and none of `jnp.logaddexp` (which `jax.nn.softplus` uses too). Read from the
  jaxpr's debug info (`func_src_info`). Caveat: it sees where a rule is defined, not what it
  computes; the values and `stable_gradient` judge that.
- `backward_clip`: `jax.vjp` and `jax.jit(jax.grad)` with cotangents inside and outside
  `[lo, hi]` give `np.clip` of them; a float16 or bfloat16 `x` with float32 bounds gets a
  cotangent of its own dtype.
- `gradients`: `jax.grad` of the checkpointed network with respect to the parameters and the
  input equals the plain network's, backpropagated by hand in NumPy.
- `saved_per_block`: what the backward pass keeps, measured at two depths (2 and 6 blocks of
  activations `(64, 4)`): the arrays `jax.vjp` of the network saves, its arguments excluded,
  plus the most that recomputing one `jax.checkpoint` region keeps while it is differentiated
  (nested regions counted the same way). The docstring's promise, "keeps only what each block
  needs to start again", lets each added block add its input (`64 * 4` values) and its own
  weights; anything else a block could keep (`h @ w`, the pre-activation, `tanh`) is another
  `(64, 4)` array, so a block adding 1.5 activations' worth or more fails. Caught this way: a
  saving policy (`dots_saveable`), one checkpoint around the whole network (its recomputation
  keeps every block's internals at once), a network left plain. Caveat: it reads JAX's
  residuals from the jaxpr, not the memory XLA finally allocates.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st
from jax.extend import core as jax_core

from autograder.checks.calling import values_of
from autograder.checks.comparison import assert_matches
from autograder.checks.differentiation import GradientClaim
from autograder.checks.structure import equations, sub_jaxprs, trace
from autograder.grading.cases import Call, Case, DtypeContract, ExerciseSpec, register
from autograder.grading.failures import describe_error
from autograder.grading.grader_functions import GraderFunction
from autograder.grading.strategies import float_arrays, floats32


def _f32(value: Any) -> np.ndarray:
    return np.asarray(value, np.float64).astype(np.float32)


def _f64(value: Any) -> np.ndarray:
    return np.asarray(value, np.float64)


def _show(x: np.ndarray) -> str:
    return np.array2string(np.asarray(x), precision=4, threshold=8, edgeitems=2, separator=", ")


def largest_array(closed: jax_core.ClosedJaxpr) -> tuple[int, ...]:
    """The shape of the largest intermediate or constant anywhere in `closed` (its inputs excluded)."""
    shapes = [np.shape(const) for const in closed.consts]
    for equation in equations(closed.jaxpr):
        shapes.extend(tuple(getattr(var.aval, "shape", ())) for var in equation.outvars)
        for value in equation.params.values():
            for sub in sub_jaxprs(value):
                shapes.extend(tuple(getattr(var.aval, "shape", ())) for var in sub.constvars)
    return max(shapes, key=lambda shape: int(np.prod(shape)), default=())


def never_holds(call: Call, limit: int, matrix: str, advice: str) -> Callable[[Case], None]:
    """A `no_full_matrix` check: tracing `call` yields no array of `limit` elements or more."""

    def check_no_full_matrix(case: Case) -> None:
        shape = largest_array(trace(case, call, "no_full_matrix"))
        if int(np.prod(shape)) >= limit:
            raise case.fail(
                "no_full_matrix",
                f"builds the whole {matrix}: the jaxpr of {case.describe(call)} holds an array of shape {shape}, "
                f"{int(np.prod(shape))} elements, where the answer needs only vectors. {advice}",
            )

    return check_no_full_matrix


# --- hvp ---------------------------------------------------------------------------------


def _log_cosh_coupled_hessian(x: np.ndarray) -> np.ndarray:
    return np.diag(1 - np.tanh(x) ** 2) + np.ones((len(x), len(x)))


def _neighbour_cubic_hessian(x: np.ndarray) -> np.ndarray:
    """sum(x[i] ** 2 * x[i + 1]): d2/dx_i2 = 2 x[i+1], d2/dx_i dx_i+1 = 2 x[i]."""
    h = np.zeros((len(x), len(x)))
    i = np.arange(len(x) - 1)
    h[i, i] = 2 * x[1:]
    h[i, i + 1] = h[i + 1, i] = 2 * x[:-1]
    return h


def _logsumexp_hessian(x: np.ndarray) -> np.ndarray:
    s = np.exp(x - x.max())
    s /= s.sum()
    return np.diag(s) - np.outer(s, s)


SCALAR_FUNCTIONS = (
    GraderFunction("log_cosh_coupled", lambda v: jnp.sum(jnp.log(jnp.cosh(v))) + 0.5 * jnp.sum(v) ** 2,
                   _log_cosh_coupled_hessian),
    GraderFunction("neighbour_cubic", lambda v: jnp.sum(v[:-1] ** 2 * v[1:]), _neighbour_cubic_hessian),
    GraderFunction("logsumexp", jax.nn.logsumexp, _logsumexp_hessian),
)


def reference_hvp(f: GraderFunction, x: np.ndarray, v: np.ndarray) -> np.ndarray:
    return _f32(f.reference(_f64(x)) @ _f64(v))


def _vector(n: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).uniform(-1.5, 1.5, n).astype(np.float32)


@jax.jit(static_argnums=0)
def _gradient_along(f: GraderFunction, p: jax.Array, v: jax.Array) -> jax.Array:
    """`<grad f(p), v>`, compiled once per grader function (finite differences evaluate it 7 times per call)."""
    return jnp.vdot(jax.grad(f)(p), v)


def hvp_gradient_claims(case: Case, call: Call) -> list[GradientClaim]:
    """`H v` is the gradient of `p -> <grad f(p), v>` (the Hessian is symmetric)."""
    f, x, v = call.numpy_args()[0]
    got = values_of(case, call, "finite_differences")
    slope = lambda p: _gradient_along(f, p, v)  # noqa: E731
    return [GradientClaim("H v (the result), as the gradient of x -> <grad f(x), v>", slope, x, np.asarray(got))]


HVP_X = np.array([0.5, -1.0, 1.5, 0.25, -0.75], np.float32)
HVP_V = np.array([1.0, 0.0, -2.0, 0.5, 1.5], np.float32)
HVP_LARGE = Call((SCALAR_FUNCTIONS[0], _vector(64, 1), _vector(64, 2)))

register(
    ExerciseSpec(
        "autodiff_control.hvp",
        empty_axes=((("x", "v"), 0),),
        reference=reference_hvp,
        inputs=st.builds(lambda f, x, v: Call((f, x, v)), st.sampled_from(SCALAR_FUNCTIONS),
                         float_arrays((5,), -2, 2), float_arrays((5,), -2, 2)),
        edge_cases=(  # the cheapest function first: the un-jitted checks run the first of these
            *(Call((f, HVP_X, HVP_V)) for f in (SCALAR_FUNCTIONS[1], SCALAR_FUNCTIONS[0], SCALAR_FUNCTIONS[2])),
            Call((SCALAR_FUNCTIONS[1], HVP_X, np.zeros(5, np.float32))),  # H @ 0 = 0
            # x near 1000: float32's spacing there (6e-5) eats a finite difference's step; JAX's H v is exact.
            Call((SCALAR_FUNCTIONS[1], HVP_X + np.float32(1000.0), HVP_V)),
        ),
        rtol=1e-4,
        atol=1e-4,
        dtypes=(DtypeContract(("x", "v"), ("float16",)),),  # "in x's dtype (float16 and bfloat16 stay narrow)"
        gradient_claims=hvp_gradient_claims,
        size_calls=(Call((SCALAR_FUNCTIONS[0], _vector(8, 1), _vector(8, 2))), HVP_LARGE),
        checks={"no_full_matrix": never_holds(
            HVP_LARGE, 64 * 64, "(n, n) Hessian",
            "`jax.hessian` (like `jacfwd` of `grad`) makes every entry; `H v` is the derivative of the gradient "
            "along `v`, one forward-mode pass through `jax.grad(f)`.")},
    )
)


# --- directional_derivatives -------------------------------------------------------------


def _softmax(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max())
    return e / e.sum()


def _products_along(x: np.ndarray, d: np.ndarray) -> np.ndarray:
    return x[1:] * d[..., :-1] + x[:-1] * d[..., 1:]


def _cumulative_sin_along(x: np.ndarray, d: np.ndarray) -> np.ndarray:
    return np.cumsum(np.cos(x) * d, axis=-1)[..., : len(x) // 2]


def _softmax_head_along(x: np.ndarray, d: np.ndarray) -> np.ndarray:
    s = _softmax(x)
    return (s * d - s * (d @ s)[..., None])[..., : len(x) // 2]


VECTOR_FUNCTIONS = (
    GraderFunction("neighbour_products", lambda v: v[:-1] * v[1:], _products_along),  # (n,) -> (n - 1,)
    GraderFunction("cumulative_sin_head", lambda v: jnp.cumsum(jnp.sin(v))[: v.shape[0] // 2], _cumulative_sin_along),
    GraderFunction("softmax_head", lambda v: jax.nn.softmax(v)[: v.shape[0] // 2], _softmax_head_along),
)


def reference_directional_derivatives(f: GraderFunction, x: np.ndarray, directions: np.ndarray) -> np.ndarray:
    """Each row J @ d from the grader function's derivative worked out by hand (never J itself)."""
    return _f32(f.reference(_f64(x), _f64(directions)))


DIRECTIONS_X = np.array([0.5, -1.0, 2.0, 0.25, -0.5, 1.0], np.float32)
DIRECTIONS = np.array([[1, 0, 0, 0, 0, 0], [0, 0, 1, 0, -1, 0], [0.5, -1, 0.25, 2, 0, 1]], np.float32)
DIRECTIONS_LARGE = Call((VECTOR_FUNCTIONS[0], _vector(64, 3), np.stack([_vector(64, s) for s in range(4)])))

register(
    ExerciseSpec(
        "autodiff_control.directional_derivatives",
        reference=reference_directional_derivatives,
        inputs=st.builds(lambda f, x, d: Call((f, x, d)), st.sampled_from(VECTOR_FUNCTIONS),
                         float_arrays((6,), -2, 2), float_arrays((3, 6), -2, 2)),
        edge_cases=(
            *(Call((f, DIRECTIONS_X, DIRECTIONS)) for f in VECTOR_FUNCTIONS),
            Call((VECTOR_FUNCTIONS[0], DIRECTIONS_X, DIRECTIONS[2:])),  # one direction: shape (1, m)
        ),
        rtol=1e-4,
        atol=1e-5,
        dtypes=(DtypeContract(("x", "directions"), ("float16",)),),  # "in x's dtype (float16 and bfloat16 stay narrow)"
        size_calls=(
            Call((VECTOR_FUNCTIONS[1], _vector(8, 4), np.stack([_vector(8, s) for s in range(2)]))),
            Call((VECTOR_FUNCTIONS[1], _vector(8, 4), np.stack([_vector(8, s) for s in range(40)]))),
        ),
        checks={"no_full_matrix": never_holds(
            DIRECTIONS_LARGE, 63 * 64, "(m, n) Jacobian",
            "`jax.jacfwd`/`jax.jacrev` make every entry; `jax.linearize(f, x)` gives the map `t -> J t` without "
            "them, and `jax.vmap` applies it to every direction.")},
    )
)


# --- straight_through_round --------------------------------------------------------------

ROUND_INPUTS = (
    np.array([0.4, 1.6, 2.5, -2.5, -0.5, 3.5], np.float32),
    np.array([[10.2, -7.7, 0.0], [1e3 + 0.5, -0.49, 12.0]], np.float32),
)


def check_straight_through(case: Case) -> None:
    """`jax.grad(lambda x: jnp.sum(w * f(x)))(x)` is `w`: the rounding is invisible to the backward pass."""
    for index, x in enumerate(ROUND_INPUTS):
        w = np.random.default_rng(index).uniform(-3, 3, x.shape).astype(np.float32)
        call_text = f"jax.grad(lambda x: jnp.sum(w * {case.name}(x)))(x={_show(x)}) with w={_show(w)}"
        try:
            got = np.asarray(jax.grad(lambda v: jnp.sum(w * case.function(v)))(jnp.asarray(x)))
        except Exception as error:  # student code may raise anything
            raise describe_error(error, call_text, case.student_files, "straight_through") from None
        if got.shape == x.shape and np.all(got == 0):
            raise case.fail(
                "straight_through",
                f"no gradient gets through: {call_text} is all zeros, the derivative of rounding. A straight-through "
                "estimator keeps the rounded value but lets the gradient pass as if nothing had been done: hide the "
                "rounding step from differentiation.",
            )
        assert_matches(got, w, check="straight_through", call_text=call_text, rtol=1e-6, atol=1e-6)


ROUND_ELEMENTS = st.one_of(floats32(-50, 50), st.integers(-20, 20).map(lambda i: i + 0.5))

register(
    ExerciseSpec(
        "autodiff_control.straight_through_round",
        empty_axes=(("x", 0),),
        reference=lambda x: np.round(np.asarray(x)),
        inputs=st.builds(lambda x: Call((x,)), float_arrays((6,), -50, 50) | st.lists(
            ROUND_ELEMENTS, min_size=6, max_size=6).map(lambda v: np.array(v, np.float32))),
        edge_cases=(
            Call((ROUND_INPUTS[0],)),  # ties go to the even neighbour, as np.round does
            Call((ROUND_INPUTS[1],)),
            Call((np.float32(-1.5),)),
        ),
        rtol=0,
        atol=0,
        dtypes=(DtypeContract(("x",), ("float16",), differentiate=True),),
        checks={"straight_through": check_straight_through},
    )
)


# --- softplus ----------------------------------------------------------------------------


def reference_softplus(x: np.ndarray) -> np.ndarray:
    return np.logaddexp(0.0, _f64(x)).astype(np.asarray(x).dtype)


def _sigmoid(x: np.ndarray) -> np.ndarray:
    x64 = _f64(x)
    return np.where(x64 >= 0, 1 / (1 + np.exp(-np.abs(x64))), np.exp(-np.abs(x64)) / (1 + np.exp(-np.abs(x64))))


SOFTPLUS_GRADIENT_INPUTS = (
    np.array([-1000.0, -50.0, -5.0, 0.0, 5.0, 50.0, 1000.0], np.float32),
    np.array([[89.0, -89.0], [30.5, 1e30]], np.float32),  # exp(89) overflows float32
)


def check_stable_gradient(case: Case) -> None:
    """`jax.grad(lambda x: softplus(x).sum())` is `sigmoid(x)`, finite at +-1000."""
    for x in SOFTPLUS_GRADIENT_INPUTS:
        call_text = f"jax.grad(lambda x: {case.name}(x).sum())(x={_show(x)})"
        try:
            got = np.asarray(jax.grad(lambda v: jnp.sum(case.function(v)))(jnp.asarray(x)))
        except Exception as error:  # student code may raise anything
            raise describe_error(error, call_text, case.student_files, "stable_gradient") from None
        if got.shape == x.shape and not np.all(np.isfinite(got)):
            index = tuple(int(i) for i in np.argwhere(~np.isfinite(got))[0])
            raise case.fail(
                "stable_gradient",
                f"NaN gradient: {call_text} is {got[index]} at index {index}, where x is {x[index]} and the derivative "
                f"sigmoid(x) is {float(_sigmoid(x[index])):.4g}. Differentiating your formula goes through exp(x), "
                "which overflows, even in a branch `jnp.where` throws away. State the derivative yourself with "
                "`jax.custom_jvp`, computed in a form that cannot overflow.",
            )
        assert_matches(got, _f32(_sigmoid(x)), check="stable_gradient", call_text=call_text, rtol=1e-5, atol=1e-6)


JAX_PACKAGE = str(Path(jax.__file__).parent)


def custom_jvp_sources(closed: jax_core.ClosedJaxpr) -> list[str]:
    """Where the function of each `custom_jvp_call` in `closed` is defined, e.g. `logaddexp at .../other.py:261`."""
    sources = []
    for equation in equations(closed.jaxpr):
        if equation.primitive.name == "custom_jvp_call":
            info = getattr(equation.params["call_jaxpr"].jaxpr, "debug_info", None)
            sources.append(str(getattr(info, "func_src_info", "?")))
    return sources


def check_own_rule(case: Case) -> None:
    """A `custom_jvp_call` of the student's own is in the jaxpr, and none of `jnp.logaddexp`."""
    call = case.samples("own_rule")[0]
    sources = custom_jvp_sources(trace(case, call, "own_rule"))
    if any(source.startswith("logaddexp ") and JAX_PACKAGE in source for source in sources):
        raise case.fail(
            "own_rule",
            f"a library softplus: the jaxpr of {case.describe(call)} uses the custom rule of `jnp.logaddexp` (which "
            "`jax.nn.softplus` calls too). Write the rule yourself: a `jax.custom_jvp` function whose `defjvp` rule "
            "returns the value and sigmoid(x) times the tangent.",
        )
    if not [source for source in sources if JAX_PACKAGE not in source]:
        raise case.fail(
            "own_rule",
            f"no custom derivative: the jaxpr of {case.describe(call)} has no `custom_jvp_call` of your own, so JAX "
            "derives the gradient from your formula. The exercise is to state it: decorate a function with "
            "`jax.custom_jvp` and give it a rule with `defjvp`.",
        )


SOFTPLUS_ELEMENTS = st.one_of(floats32(-40, 40), floats32(-1000, 1000), st.sampled_from([-1000.0, 0.0, 1000.0]))

register(
    ExerciseSpec(
        "autodiff_control.softplus",
        special_values=("x",),
        empty_axes=(("x", 0),),
        reference=reference_softplus,
        inputs=st.builds(lambda v: Call((np.array(v, np.float32),)),
                         st.lists(SOFTPLUS_ELEMENTS, min_size=7, max_size=7)),
        edge_cases=(
            Call((SOFTPLUS_GRADIENT_INPUTS[0],)),
            Call((np.array([[1e-6, -1e-6], [88.0, -103.0]], np.float32),)),
            Call((np.float32(1000.0),)),
            Call((np.array([-15.0, -20.0, -30.0], np.float32),)),  # tiny results: 1 + exp(x) rounds to 1 in float32
        ),
        rtol=1e-6,
        atol=1e-12,  # log1p keeps softplus's relative precision far below 0
        # float16: exp overflows past 11, so a value written as log1p(exp(x)) is inf long before x reaches 30
        dtypes=(DtypeContract(("x",), ("float16",), differentiate=True,
                              call=Call((np.array([-1000.0, -3.0, 0.0, 3.0, 15.0, 25.0, 1000.0], np.float32),))),),
        checks={"stable_gradient": check_stable_gradient, "own_rule": check_own_rule},
    )
)


# --- clip_gradient -----------------------------------------------------------------------

# (x, lo, hi, cotangent): cotangents below, inside and above [lo, hi]
CLIP_CASES = (
    (np.array([0.5, -1.0, 2.0, 0.0], np.float32), -1.0, 1.0, np.array([-3.0, 0.5, 3.0, 1.0], np.float32)),
    (np.array([[1.0, 2.0], [3.0, 4.0]], np.float32), -0.25, 2.0, np.array([[-1.0, 0.1], [5.0, -0.25]], np.float32)),
    (np.array([7.0, -7.0], np.float32), 0.0, 0.0, np.array([2.0, -2.0], np.float32)),
)


def check_backward_clip(case: Case) -> None:
    """The cotangent reaching `x` is `np.clip(g, lo, hi)`: through `jax.vjp`, `jax.grad` under jit with traced
    bounds, and `jax.grad` of a jitted function that calls it; and the bounds themselves get a zero gradient (the result, `x`, does not depend on them)."""
    grad_under_jit = jax.jit(jax.grad(lambda v, lo, hi, g: jnp.sum(g * case.function(v, lo, hi))))
    # "Must work under jax.jit and inside it": differentiated from outside a jitted function that calls it too
    grad_of_jit = jax.grad(jax.jit(lambda v, lo, hi, g: jnp.sum(g * case.function(v, lo, hi))))
    for x, lo, hi, g in CLIP_CASES:
        expected = _f32(np.clip(g, lo, hi))
        for how, run in (
            (f"jax.vjp(lambda x: {case.name}(x, {lo}, {hi}), x={_show(x)})[1](g={_show(g)})",
             lambda: jax.vjp(lambda v: case.function(v, lo, hi), jnp.asarray(x))[1](jnp.asarray(g))[0]),
            (f"jax.jit(jax.grad(lambda x, lo, hi: jnp.sum(g * {case.name}(x, lo, hi))))(x={_show(x)}, {lo}, {hi}) "
             f"with g={_show(g)}",
             lambda: grad_under_jit(jnp.asarray(x), jnp.float32(lo), jnp.float32(hi), jnp.asarray(g))),
            (f"jax.grad(jax.jit(lambda x, lo, hi: jnp.sum(g * {case.name}(x, lo, hi))))(x={_show(x)}, {lo}, {hi}) "
             f"with g={_show(g)}",
             lambda: grad_of_jit(jnp.asarray(x), jnp.float32(lo), jnp.float32(hi), jnp.asarray(g))),
        ):
            try:
                got = np.asarray(run())
            except Exception as error:  # student code may raise anything
                raise describe_error(error, how, case.student_files, "backward_clip") from None
            if got.shape == g.shape and np.array_equal(got, g) and not np.array_equal(g, expected):
                raise case.fail(
                    "backward_clip",
                    f"the gradient passes unclipped: {how} is {_show(got)}, the cotangent itself; expected "
                    f"{_show(expected)}. Differentiating `x` gives the identity's gradient: write the backward pass "
                    "yourself (`jax.custom_vjp`) and clip there.",
                )
            assert_matches(got, expected, check="backward_clip", call_text=how, rtol=1e-6, atol=1e-6)
    x, lo, hi, g = CLIP_CASES[0]
    how = (f"jax.grad(lambda lo, hi: jnp.sum(g * {case.name}(x, lo, hi)), argnums=(0, 1))({lo}, {hi}) with x={_show(x)}, "
           f"g={_show(g)}")
    try:
        bounds = jax.grad(lambda low, high: jnp.sum(jnp.asarray(g) * case.function(jnp.asarray(x), low, high)),
                          argnums=(0, 1))(jnp.float32(lo), jnp.float32(hi))
    except Exception as error:  # student code may raise anything
        raise describe_error(error, how, case.student_files, "backward_clip") from None
    if any(float(np.asarray(b)) != 0.0 for b in bounds):
        raise case.fail(
            "backward_clip",
            f"the bounds get a gradient: {how} is ({', '.join(f'{float(np.asarray(b)):g}' for b in bounds)}); the function "
            "returns x, which does not depend on lo or hi, so their gradients are 0. In the backward rule, return zeros "
            "for the bounds (`jnp.zeros_like(lo)`), or make them non-differentiable arguments.",
        )
    _check_clip_widths(case)


def _check_clip_widths(case: Case) -> None:
    """"x: a float array", "lo: a float scalar": a float16 or bfloat16 x with float32 bounds (jnp.float32, and
    Python floats) gets its cotangent in x's own dtype, as every gradient has its input's dtype."""
    x, lo, hi, g = CLIP_CASES[0]
    for dtype in (jnp.float16, jnp.bfloat16):
        name = jnp.dtype(dtype).name
        for low, high, bounds in ((jnp.float32(lo), jnp.float32(hi), f"jnp.float32({lo}), jnp.float32({hi})"),
                                  (lo, hi, f"{lo}, {hi}")):
            how = (f"jax.vjp(lambda x: {case.name}(x, {bounds}), x)[1](g) with x={_show(x)} and g={_show(g)} "
                   f"in {name}")
            try:
                got = jax.vjp(lambda v: case.function(v, low, high), jnp.asarray(x, dtype))[1](jnp.asarray(g, dtype))[0]
            except Exception as error:  # student code may raise anything
                raise describe_error(error, how, case.student_files, "backward_clip") from None
            if jnp.result_type(got) != jnp.dtype(dtype):
                raise case.fail(
                    "backward_clip",
                    f"wrong dtype: {how} is a {jnp.result_type(got).name} cotangent for a {name} x; a gradient has the "
                    f"dtype of its input. `jnp.clip(g, lo, hi)` with float32 bounds promotes g to float32: cast it "
                    "back, `jnp.clip(g, lo, hi).astype(g.dtype)`.",
                )
            assert_matches(np.asarray(got, np.float32), _f32(np.clip(g, lo, hi)), check="backward_clip", call_text=how,
                           rtol=0, atol=0)  # whole numbers and halves: exact in float16 and bfloat16


register(
    ExerciseSpec(
        "autodiff_control.clip_gradient",
        scalar_arrays=("lo", "hi"),
        special_values=("x",),
        empty_axes=(("x", 0),),
        reference=lambda x, lo, hi: _f32(x),
        inputs=st.builds(lambda x, lo, hi: Call((x, lo, hi)), float_arrays((4,), -10, 10),
                         floats32(-2, 0), floats32(0, 2)),
        edge_cases=tuple(Call((x, lo, hi)) for x, lo, hi, _ in CLIP_CASES),
        rtol=0,
        atol=0,
        dtypes=(DtypeContract(("x",), ("float16", "bfloat16")),),  # "x, same shape and dtype"
        checks={"backward_clip": check_backward_clip},
    )
)


# --- checkpointed_mlp --------------------------------------------------------------------


def _mlp_forward(params: list[dict], x: np.ndarray) -> list[np.ndarray]:
    """Every block's input, then the output, in float64."""
    hs = [_f64(x)]
    for layer in params:
        hs.append(hs[-1] + np.tanh(hs[-1] @ _f64(layer["w"]) + _f64(layer["b"])))
    return hs


def reference_checkpointed_mlp(params: list[dict], x: np.ndarray) -> np.ndarray:
    return _f32(_mlp_forward(params, x)[-1])


def reference_mlp_gradients(params: list[dict], x: np.ndarray, weights: np.ndarray) -> tuple[list[dict], np.ndarray]:
    """Gradients of sum(weights * network(params, x)) by backpropagation, in float64."""
    hs = _mlp_forward(params, x)
    g = _f64(weights)
    grads = []
    for layer, h in zip(reversed(params), reversed(hs[:-1])):
        a = np.tanh(h @ _f64(layer["w"]) + _f64(layer["b"]))
        dz = g * (1 - a**2)
        grads.append({"b": _f32(dz.sum(axis=0)), "w": _f32(h.T @ dz)})
        g = g + dz @ _f64(layer["w"]).T
    return grads[::-1], _f32(g)


def _layers(rng: np.random.Generator, depth: int, width: int) -> list[dict]:
    return [{"w": rng.normal(0, 0.6, (width, width)).astype(np.float32),
             "b": rng.normal(0, 0.3, width).astype(np.float32)} for _ in range(depth)]


SMALL_LAYERS = [
    {"w": np.array([[0.5, -1.0], [1.5, 0.25]], np.float32), "b": np.array([0.1, -0.2], np.float32)},
    {"w": np.array([[-0.75, 0.5], [1.0, -1.25]], np.float32), "b": np.array([0.0, 0.3], np.float32)},
]
MLP_CASES = (
    Call((SMALL_LAYERS, np.array([[1.0, -2.0], [0.5, 0.0], [-1.5, 1.0]], np.float32))),  # short enough to read
    Call((_layers(np.random.default_rng(0), 3, 4), np.random.default_rng(1).normal(0, 1, (5, 4)).astype(np.float32))),
    Call((_layers(np.random.default_rng(2), 1, 4), np.random.default_rng(3).normal(0, 1, (5, 4)).astype(np.float32))),
    Call(([{"w": np.zeros((4, 4), np.float32), "b": np.zeros(4, np.float32)}] * 3, np.ones((5, 4), np.float32))),
)


def _describe_network(params: list[dict], x: np.ndarray) -> str:
    width = np.shape(params[0]["w"])[0] if params else 0
    return f"{len(params)} blocks of width {width}, x of shape {np.shape(x)}"


def check_gradients(case: Case) -> None:
    """`jax.grad` through the student's network, with respect to `params` and `x`, is the plain network's."""
    for index, call in enumerate(MLP_CASES[:2]):
        (params, x), _ = call.numpy_args()
        weights = np.random.default_rng(10 + index).normal(0, 1, x.shape).astype(np.float32)
        call_text = (f"jax.grad(lambda params, x: jnp.sum(w * {case.name}(params, x)), argnums=(0, 1)) with "
                     f"{_describe_network(params, x)}")
        try:
            got = jax.grad(lambda p, v: jnp.sum(weights * case.function(p, v)), argnums=(0, 1))(
                *call.fresh()[0])
        except Exception as error:  # student code may raise anything
            raise describe_error(error, call_text, case.student_files, "gradients") from None
        expected = reference_mlp_gradients(params, x, weights)
        assert_matches(
            jax.tree.map(np.asarray, tuple(got)), expected, check="gradients",
            call_text=call_text + " (rematerialising must not change a gradient: is a block cut off from "
            "differentiation?)", rtol=1e-4, atol=1e-4,
        )


def residual_size(function: Callable[..., Any], *args: Any) -> int:
    """How many values `jax.vjp(function, *args)` keeps for its backward pass, its arguments and constants excluded.

    Example:
        >>> residual_size(jnp.sin, jnp.ones(5)), residual_size(lambda h, w: h @ w, jnp.ones((5, 3)), jnp.eye(3))
        (5, 0)
    """
    leaves, tree = jax.tree.flatten(args)
    closed, shapes = jax.make_jaxpr(
        lambda *flat: jax.vjp(lambda *a: function(*jax.tree.unflatten(tree, a)), *flat), return_shape=True
    )(*leaves)
    jaxpr = closed.jaxpr
    residuals = jaxpr.outvars[len(jaxpr.outvars) - len(jax.tree.leaves(shapes[1])):]
    given = set(jaxpr.invars) | set(jaxpr.constvars)
    kept = {var for var in residuals if not isinstance(var, jax_core.Literal) and var not in given}
    return sum(int(np.prod(var.aval.shape)) for var in kept)


def recomputation_peak(jaxpr: jax_core.Jaxpr) -> int:
    """The most values recomputing one `jax.checkpoint` region of `jaxpr` keeps at once, nested regions included."""
    peak = 0
    for equation in equations(jaxpr, skip=("remat2",)):
        if equation.primitive.name == "remat2":
            body = equation.params["jaxpr"]
            region = jax_core.jaxpr_as_fun(jax_core.ClosedJaxpr(body, ()))
            inputs = [jax.ShapeDtypeStruct(var.aval.shape, var.aval.dtype) for var in body.invars]
            peak = max(peak, residual_size(region, *inputs) + recomputation_peak(body))
    return peak


def backward_peak(function: Callable[..., Any], *args: Any) -> int:
    """Values the backward pass of `function(*args)` holds at its peak: the residuals, plus one region recomputed."""
    return residual_size(function, *args) + recomputation_peak(jax.make_jaxpr(function)(*args).jaxpr)


# Two depths, same activations: what one more block costs the backward pass, whatever is kept once.
SAVED_ACTIVATIONS = np.random.default_rng(30).normal(0, 1, (64, 4)).astype(np.float32)
SAVED_DEPTHS = tuple(Call((_layers(np.random.default_rng(20 + depth), depth, 4), SAVED_ACTIVATIONS))
                     for depth in (2, 6))


def check_saved_per_block(case: Case) -> None:
    """Each block adds to what the backward pass keeps its input and its weights, not its internals.

    Every internal result of a block (`h @ w`, the pre-activation, `tanh`) has the input's shape,
    so a block that keeps one adds a second activation; the limit, one and a half activations
    per block, lies halfway between, far above the weights (`4 * 4 + 4` values here).
    """
    peaks = []
    for call in SAVED_DEPTHS:
        (params, x), _ = call.numpy_args()
        call_text = f"jax.vjp({case.name}, params, x) with {_describe_network(params, x)}"
        try:
            peaks.append(backward_peak(case.function, *call.fresh()[0]))
        except Exception as error:  # student code may raise anything
            raise describe_error(error, call_text, case.student_files, "saved_per_block") from None
    (small, _), _ = SAVED_DEPTHS[0].numpy_args()
    (large, x), _ = SAVED_DEPTHS[-1].numpy_args()
    per_block = (peaks[-1] - peaks[0]) / (len(large) - len(small))
    activation = int(np.prod(x.shape))
    if per_block >= 1.5 * activation:
        raise case.fail(
            "saved_per_block",
            f"the backward pass stores the blocks' internals: with {len(small)} and then {len(large)} blocks of "
            f"activations {x.shape}, what jax.grad keeps grows by {per_block:.0f} values per block, "
            f"{per_block / activation:.1f} arrays of shape {x.shape}, where a block needs only its input "
            f"({activation} values) and its weights to start again. Wrap each block on its own in `jax.checkpoint`, "
            "with no saving policy (`dots_saveable` keeps every `h @ w`), rather than one checkpoint around the whole "
            "network (its recomputation keeps every block's internals at once).",
        )


register(
    ExerciseSpec(
        "autodiff_control.checkpointed_mlp",
        empty_axes=(("x", 0),),
        reference=reference_checkpointed_mlp,
        inputs=st.builds(lambda seed, x: Call((_layers(np.random.default_rng(seed), 3, 4), x)),
                         st.integers(0, 2**16), float_arrays((5, 4), -2, 2)),
        edge_cases=MLP_CASES,
        rtol=1e-5,
        atol=1e-5,
        checks={"gradients": check_gradients, "saved_per_block": check_saved_per_block},
    )
)
