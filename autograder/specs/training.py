"""Grades topic 12_training: a one-hidden-layer network trained end to end from a key.

`loss_fn` and `train_step` have NumPy references (the gradient by hand, by the chain rule);
`init_params` and `shuffled_batches` are random, so their checks test properties (layout;
the distribution of the weights, fan-in scaled, with w1 and w2 independent; a permutation
that keeps pairs together and really shuffles); `train` is judged by its result: on a fixed
data set, the loss it reaches from a fresh key, and epoch losses that show a new order every
epoch. Statistical tests use `autograder.checks.statistics` (each fails a correct solution
with probability at most 1e-9): init_params 11, shuffled_batches 15 (1 for the layout, 7 for a
uniform law of orders of 3 examples in one batch, 7 for 2 of 3 examples in one batch, the third
left over), train 1 (`epochs_reshuffle` computes its own exact bound), 27 in all, below 2.7e-8 per
run.
The speed baseline of `train_step` is the grader's own un-jitted step.
"""

from __future__ import annotations

import math
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st

from autograder.checks.compilation import Recompilation
from autograder.checks.differentiation import GradientClaim
from autograder.checks.statistics import (
    ALPHA,
    adjacency_limit,
    call_with_new_key,
    next_seed,
    law_draws,
    require_independent_axes,
    require_normal,
    require_shuffled,
    require_uniform_permutations,
    require_uncorrelated,
)
from autograder.checks.structure import equation_count, trace
from autograder.grading.cases import Call, Case, DtypeContract, ExerciseSpec, Key, register

PARAM_NAMES = ("b1", "b2", "w1", "w2")


def random_params(rng: np.random.Generator, n_features: int, n_hidden: int) -> dict[str, np.ndarray]:
    """Parameters with the layout of `init_params` and non-zero biases, as NumPy float32."""
    return {
        "w1": (rng.standard_normal((n_features, n_hidden)) / np.sqrt(n_features)).astype(np.float32),
        "b1": (0.1 * rng.standard_normal(n_hidden)).astype(np.float32),
        "w2": (rng.standard_normal(n_hidden) / np.sqrt(n_hidden)).astype(np.float32),
        "b2": np.asarray(0.1 * rng.standard_normal(), np.float32),
    }


def reference_forward(params: dict[str, np.ndarray], x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    p = {name: np.asarray(value, np.float64) for name, value in params.items()}
    hidden = np.tanh(np.asarray(x, np.float64) @ p["w1"] + p["b1"])
    return hidden, hidden @ p["w2"] + p["b2"]


def reference_loss(params: dict[str, np.ndarray], x: np.ndarray, y: np.ndarray) -> np.ndarray:
    _, predictions = reference_forward(params, x)
    return np.asarray(np.mean((predictions - np.asarray(y, np.float64)) ** 2), np.float32)


def _data(rng: np.random.Generator, batch: int, n_features: int) -> tuple[np.ndarray, np.ndarray]:
    x = rng.uniform(-2, 2, (batch, n_features)).astype(np.float32)
    return x, rng.standard_normal(batch).astype(np.float32)


@st.composite
def model_calls(draw: Any, with_lr: bool) -> Call:
    rng = np.random.default_rng(draw(st.integers(0, 2**31 - 1)))
    batch, n_features, n_hidden = draw(st.sampled_from([(1, 2, 3), (4, 2, 3), (8, 3, 5)]))
    x, y = _data(rng, batch, n_features)
    args: tuple = (random_params(rng, n_features, n_hidden), x, y)
    if with_lr:
        args += (draw(st.sampled_from([0.0, 0.1, 0.5])),)
    return Call(args)


def _model_edge_cases(with_lr: bool) -> tuple[Call, ...]:
    rng = np.random.default_rng(12)
    cases = []
    for batch, n_features, n_hidden in ((1, 1, 1), (5, 2, 4), (16, 3, 8)):
        x, y = _data(rng, batch, n_features)
        args: tuple = (random_params(rng, n_features, n_hidden), x, y)
        cases.append(Call(args + ((0.3,) if with_lr else ())))
    zeros = {"w1": np.zeros((2, 3), np.float32), "b1": np.zeros(3, np.float32), "w2": np.zeros(3, np.float32),
             "b2": np.asarray(1.0, np.float32)}
    cases.append(Call((zeros, np.ones((4, 2), np.float32), np.zeros(4, np.float32)) + ((0.1,) if with_lr else ())))
    # An exact fit (every prediction b2 = 1 equals its target): the loss is 0 and so is its gradient, which a loss
    # written through a norm (`norm(r) ** 2`, whose square root has no derivative at 0) makes nan.
    cases.append(Call((zeros, np.ones((4, 2), np.float32), np.ones(4, np.float32)) + ((0.1,) if with_lr else ())))
    return tuple(cases)


# --- init_params -----------------------------------------------------------------------------


def check_params_layout(case: Case) -> None:
    """A dict with w1 (n_features, n_hidden), b1 (n_hidden,), w2 (n_hidden,), b2 (), float32, zero biases."""
    call, params = call_with_new_key(case, "params_layout", 3, 4)  # the edge case's shape, compiled already
    if not isinstance(params, dict) or tuple(sorted(params)) != PARAM_NAMES:
        got = sorted(params) if isinstance(params, dict) else type(params).__name__
        raise case.fail("params_layout", f"wrong structure: {case.describe(call)} should return a dict with keys "
                                         f"{list(PARAM_NAMES)}, got {got}.")
    shapes = {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    for name, shape in shapes.items():
        value = np.asarray(params[name])
        if value.shape != shape or value.dtype != np.float32:
            raise case.fail("params_layout", f"wrong shape: params[{name!r}] from {case.describe(call)} should be float32 "
                                             f"with shape {shape}, got {value.dtype} {value.shape}.")
    for name in ("b1", "b2"):
        if np.any(np.asarray(params[name]) != 0):
            raise case.fail("params_layout", f"wrong values: params[{name!r}] from {case.describe(call)} should be zeros.")


SCALE_FEATURES, SCALE_HIDDEN = 64, 256  # not square, so fan-in and fan-out differ for w1


def check_params_scale(case: Case) -> None:
    """With 64 inputs and 256 hidden units, w1 and w2 are iid N(0, 1/fan_in), rows and columns of w1
    are uncorrelated, and w2 is uncorrelated with w1 (11 tests)."""
    call, params = call_with_new_key(case, "params_scale", SCALE_FEATURES, SCALE_HIDDEN)
    stds = {"w1": 1 / math.sqrt(SCALE_FEATURES), "w2": 1 / math.sqrt(SCALE_HIDDEN)}
    for name, fan_in in (("w1", "n_features"), ("w2", "n_hidden")):
        advice = f"Draw {name} with `jax.random.normal(k, shape) / jnp.sqrt({fan_in})`: scale by the inputs (fan-in)."
        require_normal(case, "params_scale", f"{name} of {case.describe(call)}", params[name], stds[name], advice)
    require_independent_axes(case, "params_scale", "w1", params["w1"], stds["w1"],
                             "Draw w1 whole: `jax.random.normal(k1, (n_features, n_hidden))`.")
    require_uncorrelated(case, "params_scale", "w1 and w2", params["w1"], params["w2"], stds["w2"],
                         "w1 and w2 need different keys: `k1, k2 = jax.random.split(key)`; the same `fold_in` number "
                         "twice gives the same key.")


register(
    ExerciseSpec(
        "training.init_params",
        edge_cases=(Call((Key(0), 3, 4)),),  # one shape: under key-reuse checking every shape compiles again
        checks={"params_layout": check_params_layout, "params_scale": check_params_scale},
    )
)


# --- loss_fn ---------------------------------------------------------------------------------


def loss_fn_gradient_claims(case: Case, call: Call) -> list[GradientClaim]:
    """"Differentiable in params": `jax.grad` of the student's loss is its derivative, finite (an exact fit included)."""
    params, x, y = call.numpy_args()[0]
    try:
        gradient = jax.grad(case.function)(jax.tree.map(jnp.asarray, params), jnp.asarray(x), jnp.asarray(y))
    except Exception as error:  # student code may raise anything
        from autograder.grading.failures import describe_error

        raise describe_error(error, f"jax.grad({case.name})(params, x, y)", case.student_files, "finite_differences") from None
    return [GradientClaim(f"jax.grad({case.name}) in params", lambda p: case.function(p, x, y), params, gradient)]


register(
    ExerciseSpec(
        "training.loss_fn",
        reference=reference_loss,
        inputs=model_calls(with_lr=False),
        examples=6,
        rtol=1e-4,
        atol=1e-5,
        magnitudes=((("x",), 100.0),),  # saturated tanh: pre-activations far past where exp overflows
        # predictions and targets far from 0: an expanded square cancels (by >= 5x the tolerance in every order of
        # the rows at 300, tests/test_offsets.py; at 100, under 3x in some)
        offsets=((("params/b2", "y"), 300.0),),
        edge_cases=_model_edge_cases(with_lr=False),
        gradient_claims=loss_fn_gradient_claims,
    )
)


# --- train_step ------------------------------------------------------------------------------


def reference_train_step(params: dict[str, np.ndarray], x: np.ndarray, y: np.ndarray, lr: float) -> tuple[dict, np.ndarray]:
    """One gradient step with the gradient derived by hand (chain rule), in float64."""
    p = {name: np.asarray(value, np.float64) for name, value in params.items()}
    x64 = np.asarray(x, np.float64)
    hidden, predictions = reference_forward(params, x)
    d_predictions = 2 * (predictions - np.asarray(y, np.float64)) / x64.shape[0]
    d_hidden_pre = np.outer(d_predictions, p["w2"]) * (1 - hidden**2)
    grads = {
        "w1": x64.T @ d_hidden_pre,
        "b1": d_hidden_pre.sum(axis=0),
        "w2": hidden.T @ d_predictions,
        "b2": d_predictions.sum(),
    }
    new = {name: np.asarray(p[name] - lr * grads[name], np.float32) for name in p}
    return new, reference_loss(params, x, y)


def _eager_loss(params: dict[str, jax.Array], x: jax.Array, y: jax.Array) -> jax.Array:
    hidden = jnp.tanh(x @ params["w1"] + params["b1"])
    return jnp.mean((hidden @ params["w2"] + params["b2"] - y) ** 2)


def eager_train_step(params: dict[str, jax.Array], x: jax.Array, y: jax.Array, lr: float) -> tuple[dict, jax.Array]:
    """The un-jitted step the student's must beat: every operation, forward and backward, dispatched alone."""
    loss, grads = jax.value_and_grad(_eager_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def _timing_call(rng: np.random.Generator) -> Call:
    x, y = _data(rng, 32, 2)
    return Call((random_params(rng, 2, 16), x, y, 0.1))


def _step_calls(n: int) -> tuple[Call, ...]:
    rng = np.random.default_rng(n)
    x, y = _data(rng, n, 2)
    params = random_params(rng, 2, 3)
    return tuple(Call((params, x, y, lr)) for lr in (0.1, 0.2, 0.05))


register(
    ExerciseSpec(
        "training.train_step",
        scalar_arrays=("lr",),  # "(traced: a new value must not recompile)": a 0-d array too
        reference=reference_train_step,
        inputs=model_calls(with_lr=True),
        examples=6,
        rtol=1e-4,
        atol=1e-5,
        magnitudes=((("y",), 100.0),),  # large residuals, large gradients: plain `p - lr * g`, no clipping
        edge_cases=_model_edge_cases(with_lr=True),
        baselines={"eager": eager_train_step},
        experts={"jitted": jax.jit(eager_train_step)},
        timing_input=_timing_call,
        speed_advice="Decorate train_step with `@jax.jit`: the forward pass, the backward pass and the update then "
        "run as one compiled program instead of dozens of separate operations.",
        recompilations=(
            Recompilation(
                _step_calls,
                compiles=1,
                what="one batch shape with learning rates 0.1, 0.2 and 0.05",
                advice="Leave `lr` traced (not static): a new learning rate must reuse the compiled step.",
            ),
        ),
    )
)


# --- shuffled_batches --------------------------------------------------------------------------


def _numbered(n: int, n_features: int) -> tuple[np.ndarray, np.ndarray]:
    """Rows that can be told apart, and targets that name their row."""
    x = np.arange(n * n_features, dtype=np.float32).reshape(n, n_features)
    return x, x[:, 0] / n_features


def check_batches_permute(case: Case) -> None:
    """Batches have the right shapes, hold distinct rows of x, keep each y with its x, and are shuffled.

    The shuffle is tested on 64 rows in 4 batches with `require_shuffled` (1 test): cutting x
    in order and permuting whole batches keeps 60 neighbours together. "Every order equally
    likely": one batch of 3 examples, 20,000 keys in one batched call (1000, one call each, where
    the function does not batch), `require_uniform_permutations` (7 tests); and one batch of 2 of
    3 examples, the third left over (7 tests): a shuffle of the kept examples alone never draws it.
    """
    # The shapes of the edge cases (compiled already by the other checks), one that drops a remainder, and
    # one long enough to tell a shuffle from a reordering of blocks.
    for n, n_features, batch_size in ((12, 2, 4), (7, 1, 2), (64, 2, 16)):
        x, y = _numbered(n, n_features)
        if n == 12 and "x" in case.spec.special_values:  # an inf and a -inf beside the numbers that name the rows:
            x = x.copy()  # a one-hot permutation matrix product spreads them as nan (0 * inf) into other rows
            x[3, 1], x[8, 1] = np.inf, -np.inf
        call, out = call_with_new_key(case, "batches_permute", x, y, batch_size)
        if not isinstance(out, (tuple, list)) or len(out) != 2:
            raise case.fail("batches_permute", f"wrong structure: {case.describe(call)} should return (x_batches, y_batches).")
        xb, yb = np.asarray(out[0]), np.asarray(out[1])
        n_batches = n // batch_size
        if xb.shape != (n_batches, batch_size, n_features) or yb.shape != (n_batches, batch_size):
            raise case.fail("batches_permute", f"wrong shape for {case.describe(call)}: expected {(n_batches, batch_size, n_features)} "
                                               f"and {(n_batches, batch_size)}, got {xb.shape} and {yb.shape}. Keep "
                                               "`n // batch_size` full batches and drop the rest.")
        rows = xb.reshape(-1, n_features)
        index = (rows[:, 0] / n_features).astype(int)
        if not np.array_equal(rows, x[index]) or len(set(index.tolist())) != len(index):
            raise case.fail("batches_permute", f"wrong values for {case.describe(call)}: the batches must hold distinct "
                                               "rows of x, each once. Index x with one `jax.random.permutation`.")
        if not np.array_equal(yb.reshape(-1), y[index]):
            raise case.fail("batches_permute", f"wrong values for {case.describe(call)}: y_batches no longer match "
                                               "x_batches (an input lost its target). Apply the same permutation to x and y.")
        if n > adjacency_limit():
            require_shuffled(case, "batches_permute", f"the rows of the batches of {case.describe(call)}", index,
                             "Permute the rows with `jax.random.permutation(key, n)` first, then cut the batches.")
    # "of any dtype": float16 inputs beside int32 labels past 2**24, which neither float16 nor float32 holds exactly
    x16 = _numbered(12, 2)[0].astype(np.float16)
    labels = (2**24 + 1 + 3 * np.arange(12)).astype(np.int32)
    call, out = call_with_new_key(case, "batches_permute", x16, labels, 4)
    index = (np.asarray(out[0], np.float64).reshape(-1, 2)[:, 0] / 2).astype(int)
    got = np.asarray(out[1])
    if got.dtype != np.int32 or not np.array_equal(got.reshape(-1), labels[index]):
        raise case.fail("batches_permute", (
            f"wrong values for {case.describe(call)}: the int32 labels did not come back as they were (dtype "
            f"{got.dtype}, first label {got.reshape(-1)[0]!r} for the row that holds {labels[index[0]]}). Labels "
            "past 2**24 change on a trip through float16 or float32: shuffle y by indexing it with the same "
            "permutation, in its own dtype, never glued to x or multiplied by a matrix."))
    x, y = _numbered(3, 1)
    orders = law_draws(case, "batches_permute", lambda out: out[1], x, y, 3)
    require_uniform_permutations(case, "batches_permute", "the orders of y in one batch of 3 examples", orders,
                                 "Draw the order with `jax.random.permutation(key, n)`: sorting random numbers with ties "
                                 "favours some orders.")
    # With a leftover: one batch of 2 of 3 examples, the example left over written after it, is an order of all 3,
    # uniform when every order of the 3 is (each example in each place of the batch, or left over, 1/3 of the time).
    pairs = law_draws(case, "batches_permute", lambda out: out[1], x, y, 2).astype(np.int64)
    orders = np.concatenate([pairs, 3 - pairs.sum(axis=1, keepdims=True)], axis=1)
    if np.array_equal(np.sort(orders, axis=1), np.tile(np.arange(3), (len(orders), 1))):  # else not a permutation:
        require_uniform_permutations(  # the layout above reports it
            case, "batches_permute", "the orders of y in one batch of 2 of 3 examples (the one left over written last)",
            orders, "Permute all n examples first (`jax.random.permutation(key, n)`), then drop the leftover: every "
                    "example, whatever its place in x, must be able to land in every place of every batch.")


SHUFFLE_CASES = (Call((Key(0), *_numbered(12, 2), 4)),)

register(
    ExerciseSpec(
        "training.shuffled_batches",
        special_values=("x",),  # "inf and nan included": `batches_permute` puts inf and -inf in x (a random result)
        edge_cases=SHUFFLE_CASES,
        # x and y keep their own dtypes: float16 inputs, int32 labels (the answer for the float32 call, cast).
        dtypes=(DtypeContract(("x", "y"), (("float16", "int32"), ("bfloat16", "float16"), ("float16", "bfloat16")),
                              result=("x", "y")),),
        checks={"batches_permute": check_batches_permute},
    )
)


# --- train -----------------------------------------------------------------------------------

LOSS_BOUND = 0.02
FIT_CONFIG = {"n_epochs": 150, "batch_size": 32, "lr": 0.1, "n_hidden": 16}


def fit_data() -> tuple[np.ndarray, np.ndarray]:
    """256 examples of a smooth function of 2 features (variance about 0.25)."""
    rng = np.random.default_rng(2024)
    x = rng.uniform(-2, 2, (256, 2)).astype(np.float32)
    return x, (1.1 * np.sin(1.5 * x[:, 0]) * np.cos(x[:, 1])).astype(np.float32)


def check_fits(case: Case) -> None:
    """From a fresh key, training reaches a full-data loss below 0.02; it returns (params, epoch losses)."""
    x, y = fit_data()
    call = Call((Key(next_seed()), x, y), dict(FIT_CONFIG))
    # A program unrolled over 150 epochs takes minutes to compile: refuse it before compiling.
    few, more = (Call(call.args, {**call.kwargs, "n_epochs": n}) for n in (2, 3))
    if equation_count(trace(case, more, "fits")) > equation_count(trace(case, few, "fits")):
        raise case.fail("fits", f"not trained: the program of {case.name} grows with n_epochs (a Python loop over epochs is "
                                "unrolled by jax.jit, and 150 epochs would take minutes to compile). Run the epochs with "
                                "`lax.scan`.")
    out = case.call(call, "fits")
    if not isinstance(out, (tuple, list)) or len(out) != 2 or not isinstance(out[0], dict):
        raise case.fail("fits", f"wrong structure: {case.describe(call)} should return (params, epoch_losses).")
    params, losses = out
    if tuple(sorted(params)) != PARAM_NAMES:
        raise case.fail("fits", f"wrong structure: the trained params should have keys {list(PARAM_NAMES)}, got {sorted(params)}.")
    losses = np.asarray(losses)
    if losses.shape != (FIT_CONFIG["n_epochs"],):
        raise case.fail("fits", f"wrong shape: epoch_losses should have shape ({FIT_CONFIG['n_epochs']},), one mean loss per "
                                f"epoch, got {losses.shape}.")
    if not np.all(np.isfinite(losses)):
        raise case.fail("fits", f"not finite: an epoch loss of {case.describe(call)} is not finite.")
    final = float(reference_loss({name: np.asarray(value) for name, value in params.items()}, x, y))
    if not final < LOSS_BOUND:
        raise case.fail(
            "fits",
            f"wrong values: after {case.describe(call)} the loss on all 256 examples is {final:.4f}; it must be below "
            f"{LOSS_BOUND} (a correct training run reaches about 0.005; an untrained network has 0.13). Check that every "
            "epoch visits every minibatch, that each step starts from the previous step's parameters, and that "
            "parameters move against the gradient.",
        )


def check_epoch_losses(case: Case) -> None:
    """With `lr=0.0` nothing trains, so every epoch's loss, the mean of its equal-sized minibatch
    losses, is the loss of the returned (initial) parameters on all the data.

    Exact up to float32 rounding (rtol 1e-4), for any shuffle: catches an epoch loss that is the
    last minibatch's and a learning rate that is ignored or replaced.
    """
    call = _small_train(next_seed(), 32, RESHUFFLE_CONFIG["n_epochs"])
    call = Call(call.args, {**RESHUFFLE_CONFIG, "lr": 0.0})  # the shapes of `epochs_reshuffle`: one compile for both
    out = case.call(call, "epoch_losses")
    if not isinstance(out, (tuple, list)) or len(out) != 2 or not isinstance(out[0], dict):
        raise case.fail("epoch_losses", f"wrong structure: {case.describe(call)} should return (params, epoch_losses).")
    params, losses = out
    _, x, y = call.args
    expected = float(reference_loss({name: np.asarray(value) for name, value in params.items()}, x, y))
    losses = np.asarray(losses, np.float64)
    if losses.shape != (RESHUFFLE_CONFIG["n_epochs"],) or not np.allclose(losses, expected, rtol=1e-4, atol=1e-7):
        raise case.fail(
            "epoch_losses",
            f"wrong values: {case.describe(call)} reported epoch losses {np.round(losses, 5).tolist()}. With lr=0.0 "
            f"no step may move the parameters, so each epoch's loss (the mean of its minibatch losses) is the loss of "
            f"the returned parameters on all the data, {expected:.5f}, in every epoch. Which loss does an epoch report, "
            "and does every step use `lr`?",
        )


# One example per step, and lr = 1 / (2 (n_hidden + 1)): see `check_epochs_reshuffle`.
RESHUFFLE_CONFIG = {"n_epochs": 13, "batch_size": 1, "lr": 0.1, "n_hidden": 4}
RESHUFFLE_EXAMPLES = 32


def transitions_distribution(n_each: int) -> dict[int, float]:
    """P(T = t), T the number of neighbours that differ in a uniform order of n_each zeros and n_each ones,
    plus one more with probability 1/2 (the step from the previous epoch's last example)."""
    total = math.comb(2 * n_each, n_each)
    runs = {2 * k: 2 * math.comb(n_each - 1, k - 1) ** 2 for k in range(1, n_each + 1)}
    runs.update({2 * k + 1: 2 * math.comb(n_each - 1, k) * math.comb(n_each - 1, k - 1) for k in range(1, n_each)})
    distribution: dict[int, float] = {}
    for count, ways in runs.items():
        for extra in (0, 1):
            distribution[count - 1 + extra] = distribution.get(count - 1 + extra, 0.0) + ways / total / 2
    return distribution


def check_epochs_reshuffle(case: Case) -> None:
    """Every epoch visits the examples in a new order (1 test, exact bound).

    Data: one feature of 1e30 (so every tanh saturates to +-1 exactly and w1, b1 get zero
    gradient) and targets 16 zeros and 16 ones, one example per step, lr = 1/(2(n_hidden+1)):
    then a step moves the (constant) prediction exactly onto its example's target, and a
    step's loss is 1 when its target differs from the previous example's and 0 otherwise. So
    32 x (epoch loss) counts the changes between neighbours in that epoch's order. With a
    fresh uniform order each epoch these counts are independent (by the 0/1 symmetry), each
    with the distribution `transitions_distribution(16)`, so epochs 1..12 all agree with
    probability sum_t P(t)^12 = 1.2e-10; shuffling once for all epochs makes them all agree.
    """
    config, half = RESHUFFLE_CONFIG, RESHUFFLE_EXAMPLES // 2
    repeats = config["n_epochs"] - 1
    bound = sum(p**repeats for p in transitions_distribution(half).values())
    if bound > ALPHA:
        raise RuntimeError(f"check_epochs_reshuffle: {repeats} epochs bound a false failure by {bound:.2e} only")
    x = np.zeros((RESHUFFLE_EXAMPLES, 2), np.float32)
    x[:, 0] = 1e30
    y = np.tile(np.array([0.0, 1.0], np.float32), half)
    call = Call((Key(next_seed()), x, y), dict(config))
    out = case.call(call, "epochs_reshuffle")
    if not isinstance(out, (tuple, list)) or len(out) != 2:
        raise case.fail("epochs_reshuffle", f"wrong structure: {case.describe(call)} should return (params, epoch_losses).")
    counts = np.rint(np.asarray(out[1], np.float64)[1:] * RESHUFFLE_EXAMPLES)
    if counts.shape == (repeats,) and np.all(counts == counts[0]):
        raise case.fail(
            "epochs_reshuffle",
            f"wrong values: epochs 1 to {repeats} of {case.describe(call)} all reported the same loss. On this data each "
            "step fits its one example exactly, so an epoch's loss depends on the order of its examples; with a fresh "
            f"order every epoch, {repeats} equal losses happen with probability below 1e-9. The minibatches come in the "
            "same order every epoch: shuffle inside the epoch loop, with that epoch's own key.",
        )


def check_sgd_trajectory(case: Case) -> None:
    """The training is plain minibatch gradient descent with `lr`, step for step (no momentum, no
    decay of the learning rate, no clipping).

    With one minibatch of all the data (`batch_size = n`) every epoch is one full-batch step,
    whatever the order the shuffle chose, so the trajectory is fixed by the starting parameters.
    Those come from the same key with `lr=0.0` (nothing moves; the key, not the learning rate,
    decides the initialisation). From them, `reference_train_step` (float64, the chain rule by
    hand) gives the parameters after every epoch and each epoch's loss before its step; the
    student's must match within rtol 1e-3 (float32 rounding and a summation order the shuffle chose).
    """
    seed = next_seed()
    base = _small_train(seed, 32, SGD_EPOCHS)
    config = {**base.kwargs, "batch_size": 32}
    runs = []
    for lr in (0.0, SGD_LR):
        call = Call(base.args, {**config, "lr": lr})
        out = case.call(call, "sgd_trajectory")
        if not isinstance(out, (tuple, list)) or len(out) != 2 or not isinstance(out[0], dict):
            raise case.fail("sgd_trajectory", f"wrong structure: {case.describe(call)} should return (params, epoch_losses).")
        runs.append((call, {name: np.asarray(value) for name, value in out[0].items()}, np.asarray(out[1], np.float64)))
    (_, start, _), (call, params, losses) = runs
    _, x, y = call.args
    expected_params, expected_losses = start, []
    for _ in range(SGD_EPOCHS):
        expected_params, loss = reference_train_step(expected_params, x, y, SGD_LR)
        expected_losses.append(float(loss))
    far = [name for name in sorted(expected_params)
           if name not in params or not np.allclose(params[name], expected_params[name], rtol=1e-3, atol=1e-5)]
    if far or losses.shape != (SGD_EPOCHS,) or not np.allclose(losses, expected_losses, rtol=1e-3, atol=1e-6):
        raise case.fail(
            "sgd_trajectory",
            f"not plain gradient descent: with batch_size={len(y)} (one minibatch of all the data, so every epoch is one "
            f"full-batch step) {case.describe(call)} reported epoch losses {np.round(losses, 5).tolist()}, and steps "
            f"`p - lr * g` from the parameters lr=0.0 returns for the same key give "
            f"{np.round(expected_losses, 5).tolist()}{f'; {far} differ' if far else ''}. Each step is `train_step`: "
            "no momentum, no change of the learning rate, no clipping.",
        )


SGD_EPOCHS, SGD_LR = 4, 0.3


def _small_train(seed: int, n: int, n_epochs: int) -> Call:
    rng = np.random.default_rng(n)
    x = rng.uniform(-2, 2, (n, 2)).astype(np.float32)
    return Call((Key(seed), x, np.sin(x[:, 0]).astype(np.float32)), {"n_epochs": n_epochs, "batch_size": 8, "lr": 0.1, "n_hidden": 4})


register(
    ExerciseSpec(
        "training.train",
        scalar_arrays=("lr",),
        edge_cases=(_small_train(0, 32, 2),),
        size_calls=(_small_train(0, 32, 2), _small_train(0, 64, 5)),
        checks={"fits": check_fits, "epoch_losses": check_epoch_losses, "epochs_reshuffle": check_epochs_reshuffle,
                "sgd_trajectory": check_sgd_trajectory},
    )
)
