"""Grades topic 02_prng: explicit keys, splitting and `fold_in`.

Random functions have no NumPy reference to match number for number, so most checks here
test properties: shapes and dtypes, exact relations (survivors of dropout are `x / (1 -
rate)`), and statistics.

Statistical checks use `autograder.checks.statistics`: fresh seeds on every run, and exact
or conservative bounds that fail a correct solution with probability at most 1e-9 per test.
Tests per run: two_normals 5 (variance, mean, Kolmogorov-Smirnov and 3-sigma tail of a and
b together, their correlation), dropout 4 (the fraction dropped at three rates, distinct masks
across rows and columns), init_mlp 13 (4 per layer on non-square layers, so fan-out scaling
shows; rows against rows and columns against columns in each layer; layer against layer),
shuffle 9 (adjacencies of each order; each of the 6 orders of 3 rows 1/6 likely): 31 tests,
below 3.1e-8 per run. Wrong distributions (fan-out scaling, clipped or truncated normals, one
mask for every row, a rotation instead of a shuffle, sorting tied random numbers) miss by far more than the bounds allow.
"""

from __future__ import annotations

import itertools

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st

from autograder.checks.calling import values_of
from autograder.checks.comparison import assert_matches
from autograder.checks.compilation import Recompilation
from autograder.checks.statistics import (
    call_with_new_key,
    next_seed,
    law_draws,
    require_distinct_rows,
    require_fraction,
    require_independent_axes,
    require_normal,
    require_pairwise_uncorrelated,
    require_shuffled,
    require_uniform_permutations,
    require_uncorrelated,
)
from autograder.checks.structure import check_callable_has_primitive
from autograder.grading.cases import Call, Case, ExerciseSpec, Key, register
from autograder.grading.strategies import keys, with_special_values

WALK_LENGTHS = (1, 5, 16)
SMALL_MLP = [3, 4, 2]
BIG_MLP = [256, 64, 256, 64]  # 16,384 weights per layer; not square, so fan-in and fan-out differ; layers 0 and 2
# have the same shape, so a key derived from a layer's sizes (`fold_in(key, m)`) repeats there


def require_like_input(case: Case, check: str, call: Call, out: np.ndarray, x: np.ndarray) -> None:
    """Fail `check` unless `out` has the shape and dtype of the input `x`."""
    if out.shape != x.shape:
        raise case.fail(check, f"wrong shape: {case.describe(call)} should keep x's shape {x.shape}, got {out.shape}.")
    if out.dtype != x.dtype:
        raise case.fail(check, f"wrong dtype: {case.describe(call)} should keep x's dtype {x.dtype}, got {out.dtype}. "
                               "Mixing in a float32 array promotes the result; keep arithmetic in x's dtype.")


# --- two_normals -------------------------------------------------------------------------


def check_two_scalars(case: Case) -> None:
    """`two_normals(key)` returns two float32 scalars that differ."""
    # A fixed key: two independent float32 normals are equal with probability about 2^-23, too
    # often for a fresh key every run (the distribution check covers fresh keys).
    call = Call((Key(20241201),))
    out = values_of(case, call, "two_scalars")
    if not isinstance(out, (tuple, list)) or len(out) != 2:
        raise case.fail("two_scalars", f"wrong structure: {case.describe(call)} should return a pair (a, b), got {type(out).__name__}.")
    for name, value in zip("ab", out):
        array = np.asarray(value)
        if array.shape != () or array.dtype != np.float32:
            raise case.fail(
                "two_scalars",
                f"wrong shape: {name} from {case.describe(call)} should be a float32 scalar (shape ()), got shape "
                f"{array.shape} and dtype {array.dtype}.",
            )
    if float(out[0]) == float(out[1]):
        raise case.fail(
            "two_scalars",
            f"wrong values: {case.describe(call)} returned the same number twice ({float(out[0])}): both draws came "
            "from the same key. Split the key and draw once from each subkey.",
        )


def check_two_normals_distribution(case: Case) -> None:
    """Over 65,536 keys, a and b together are standard normal (4 tests on all 131,072) and uncorrelated (1 test)."""
    count = 65536
    try:
        a, b = case.over_keys(next_seed(), count)
    except Exception as error:
        raise case.fail("distribution", f"could not run under jax.vmap over {count} keys: {type(error).__name__}: {error}") from None
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    advice = "Draw each number with `jax.random.normal` from its own subkey, unclipped and unscaled."
    require_normal(case, "distribution", f"a and b over {count} keys", np.concatenate([a, b]), 1.0, advice)
    require_uncorrelated(case, "distribution", f"a and b over {count} keys", a, b, 1.0,
                         "The two numbers must be independent: draw them from two different subkeys.")


register(
    ExerciseSpec(
        "prng.two_normals",
        edge_cases=(Call((Key(0),)), Call((Key(12345),))),
        checks={"two_scalars": check_two_scalars, "distribution": check_two_normals_distribution},
        decided_outside=("two_scalars", "distribution", "repeatable"),
    )
)


# --- dropout ---------------------------------------------------------------------------


def _dropout(case: Case, check: str, x: np.ndarray, rate: float, as_written: bool = False) -> tuple[Call, np.ndarray]:
    if as_written:  # XLA may rewrite `x * mask` into a select under jit: the plain call shows what the code does
        call = Call((Key(next_seed()), x, rate))
        out = case.call(call, check)
    else:
        call, out = call_with_new_key(case, check, x, rate)
    out = np.asarray(out)
    require_like_input(case, check, call, out, x)
    return call, out


def check_dropout_values(case: Case) -> None:
    """Every output element is 0 or `x / (1 - rate)`, for several rates and shapes; where the spec
    declares `x` in `special_values`, inputs of 8 elements also hold inf, -inf, nan and -0.0 (a
    dropped inf must be 0, not `0 * inf`, which is nan), at rate 0.5 and at rate 1, each run
    compiled and as written (under jit XLA may turn a product with a 0/1 mask into a select)."""
    rng = np.random.default_rng(next_seed())
    special = "x" in case.spec.special_values
    # The float16 trial's rate is a NumPy float32 (a "traced scalar" under jit): it must not promote x.
    trials = [(0.5, (8,), np.float32, False), (0.2, (3, 4), np.float32, False), (np.float32(0.9), (3, 4), np.float16, False)]
    if special:
        trials += [(0.5, (8,), np.float32, True), (1.0, (8,), np.float32, False), (1.0, (8,), np.float32, True)]
    runs = []
    for rate, shape, dtype, as_written in trials:
        x = rng.uniform(1, 2, size=shape).astype(dtype)
        if shape == (8,) and special:
            x = with_special_values(x, 0)
        runs.append((x, rate, *_dropout(case, "dropout_values", x, rate, as_written)))
    # the declared inputs: bfloat16 and empty x, a rate as a float16, bfloat16 or float32 0-d array
    for call in case.spec.check_inputs.get("dropout_values", ()):
        x, rate = np.asarray(call.args[1]), call.args[2]
        out = np.asarray(values_of(case, call, "dropout_values"))
        require_like_input(case, "dropout_values", call, out, x)
        runs.append((x, rate, call, out))
    for x, rate, call, out in runs:
        _require_dropped_or_scaled(case, call, x, float(np.asarray(rate, np.float64)), out)


def _require_dropped_or_scaled(case: Case, call: Call, x: np.ndarray, rate: float, out: np.ndarray) -> None:
    """Fail `dropout_values` unless every element of `out` is 0 or `x / (1 - rate)` (only 0 at rate 1)."""
    with np.errstate(all="ignore"):
        scaled = x / x.dtype.type(1 - rate)
    rtol = {np.dtype(np.float32): 1e-5, np.dtype(np.float16): 2e-3}.get(x.dtype, 1e-2)  # bfloat16 keeps 8 bits
    with np.errstate(all="ignore"):
        ok = (out == 0) | np.isclose(out.astype(np.float64), scaled.astype(np.float64), rtol=rtol, equal_nan=True)
    if rate == 1:
        ok = out == 0
    if not ok.all() and rate == 1:
        index = tuple(int(i) for i in np.argwhere(~ok)[0])
        raise case.fail(
            "dropout_values",
            f"wrong values for {case.describe(call)}: at rate 1 every element is dropped, so the output is all zeros, "
            f"but at index {index} (x = {x[index]:.4f}) it is {out[index]:.4f}. A dropped element is 0 even where x is "
            "inf or nan (`0 * inf` is nan): choose with `jnp.where`, and never divide by 1 - rate = 0.",
        )
    if not ok.all():
        index = tuple(int(i) for i in np.argwhere(~ok)[0])
        raise case.fail(
            "dropout_values",
            f"wrong values for {case.describe(call)}: at index {index} x is {x[index]:.4f}, so the output must be 0 "
            f"or x / (1 - rate) = {scaled[index]:.4f}, got {out[index]:.4f}. Survivors are divided by 1 - rate"
            f"{'; and a dropped element is 0 even where x is inf or nan (`0 * inf` is nan: choose with `jnp.where`)' if not np.isfinite(x[index]) else ''}.",
        )


COUNT_KEYS = 20  # keys for the count of dropped elements: all 20 counts equal with probability < 1e-19
SMALL_RATE, SMALL_RATE_SIZE = 2e-4, 2**17  # 26 zeros expected; float16 coins give 128


def check_dropout_rate(case: Case) -> None:
    """The fraction of zeros matches `rate` at three rates, and at rate 2e-4 for float16 data (Chernoff bound, 4
    tests), and at rate 0.5 no
    two rows and no two columns of an 80 x 250 input share a mask (1 test: equal with probability
    C(80, 2) 2^-250 + C(250, 2) 2^-80 < 1e-19). Each element is dropped on its own coin, so the
    number dropped from 64 elements is Binomial(64, 0.5), not always round(rate * n): over 20 keys
    every count is the same with probability sum_k P(k)^20 <= P(32)^19 < 1e-19 (1 test)."""
    counts = {int(np.sum(_dropout(case, "dropout_rate", np.ones(64, np.float32), 0.5)[1] == 0)) for _ in range(COUNT_KEYS)}
    if len(counts) == 1:
        raise case.fail(
            "dropout_rate",
            f"wrong law: dropout(key, x=ones(64), rate=0.5) dropped exactly {counts.pop()} elements for each of "
            f"{COUNT_KEYS} different keys. Each element is dropped on its own, with probability `rate`, so the number "
            "dropped varies from key to key (a Binomial count); do not pick exactly round(rate * n) elements.",
        )
    x = np.ones((80, 250), np.float32)
    for rate in (0.5, 0.1, 0.8):
        call, out = _dropout(case, "dropout_rate", x, rate)
        if rate == 0.5:  # first: a shared mask would otherwise show only as a noisy fraction
            require_distinct_rows(case, "dropout_rate", f"the dropout mask of {case.describe(call)}", out == 0, 0.5,
                                  "Every element needs its own coin: draw the mask with x's whole shape, not one row "
                                  "broadcast over the batch.")
        require_fraction(case, "dropout_rate", f"zeros for rate={rate}", out == 0, rate,
                         "Each element must be dropped with probability `rate` (kept with probability 1 - rate).")
    # "float32, float16, ...": a small rate on float16 data. Uniforms drawn in float16 are multiples of 2**-10, so
    # a rate of 2e-4 would drop 1/1024 of the elements (five times too many): draw the coins in float32.
    x16 = np.ones(SMALL_RATE_SIZE, np.float16)
    call, out = _dropout(case, "dropout_rate", x16, SMALL_RATE)
    require_fraction(case, "dropout_rate", f"zeros for a float16 x and rate={SMALL_RATE}", out == 0, SMALL_RATE,
                     "Each element must be dropped with probability `rate`, whatever x's dtype: draw the random numbers "
                     "in float32 (`jax.random.uniform(key, x.shape)`), not in x's dtype, whose float16 numbers are "
                     "multiples of 2**-10.")


# `jax.random.uniform(jax.random.key(7), (2**18,))` draws exactly 0.0 once (a float32 uniform is a multiple of
# 2**-23: one draw in 8 million): a keep test `u > rate` then drops those elements at rate 0.
ZERO_DRAW_SEED, ZERO_DRAW_SIZE = 7, 2**18


def check_rate_zero(case: Case) -> None:
    """`rate == 0` returns `x` unchanged, on a fresh key and on a long input whose uniform draws hold an exact 0."""
    x = np.linspace(-3, 3, 8, dtype=np.float32)
    call, out = _dropout(case, "rate_zero", x, 0.0)
    assert_matches(out, x, check="rate_zero", call_text=case.describe(call), rtol=0, atol=0)
    long = np.full(ZERO_DRAW_SIZE, 1.5, np.float32)
    call = Call((Key(ZERO_DRAW_SEED), long, 0.0))
    out = np.asarray(values_of(case, call, "rate_zero"))
    if out.shape == long.shape and not np.array_equal(out, long):
        index = int(np.argmax(out != long))
        raise case.fail("rate_zero", f"wrong values for {case.describe(call)}: at rate 0 nothing is dropped, but element "
                                     f"{index} is {out[index]!r}, not 1.5. A uniform draw can be exactly 0.0 (one in 8 "
                                     "million): keep an element when its draw is below `1 - rate` (or drop it when the "
                                     "draw is below `rate`), so that rate 0 keeps every one.")
    assert_matches(out, long, check="rate_zero", call_text=case.describe(call), rtol=0, atol=0)


def check_rate_one(case: Case) -> None:
    """`rate == 1` drops everything: zeros, not NaN (`0 * inf` or `0 / 0` on the way gives NaN)."""
    for x in (np.linspace(-3, 3, 8, dtype=np.float32), np.array([[0.0, 1.5], [-2.0, 0.0]], np.float16)):
        call, out = _dropout(case, "rate_one", x, 1.0)
        if not np.all(out == 0):
            bad = tuple(int(i) for i in np.argwhere(~(out == 0))[0])
            raise case.fail(
                "rate_one",
                f"wrong values for {case.describe(call)}: with rate 1 every element is dropped, so the result is all "
                f"zeros; at index {bad} it is {out[bad]}. Dividing by 1 - rate = 0 gives inf, and inf * 0 or 0 / 0 is "
                "NaN: choose between the scaled value and 0 with `jnp.where` instead of multiplying by the mask.",
            )


register(
    ExerciseSpec(
        "prng.dropout",
        special_values=("x",),  # "inf and nan included": checked by `dropout_values` (a random result: no reference)
        edge_cases=(
            Call((Key(1), np.arange(1, 9, dtype=np.float32), 0.5)),
            Call((Key(2), np.ones((3, 4), np.float32), 0.25)),
            Call((Key(3), np.arange(8, dtype=np.float32), 0.0)),
            Call((Key(4), np.arange(8, dtype=np.float32), 1.0)),
        ),
        checks={"dropout_values": check_dropout_values, "dropout_rate": check_dropout_rate, "rate_zero": check_rate_zero,
                "rate_one": check_rate_one},
        check_inputs={"dropout_values": (
            Call((Key(11), np.linspace(1, 2, 12).reshape(3, 4).astype(np.float16), 0.5)),
            Call((Key(12), np.linspace(1, 2, 12).reshape(3, 4).astype(jnp.bfloat16), 0.5)),
            Call((Key(13), np.ones((0, 4), np.float32), 0.5)),  # "any shape": no elements
            Call((Key(14), np.linspace(1, 2, 12, dtype=np.float32).reshape(3, 4), np.float16(0.25))),
            Call((Key(15), np.linspace(1, 2, 12, dtype=np.float32).reshape(3, 4), np.asarray(0.25, jnp.bfloat16))),
            Call((Key(16), np.linspace(1, 2, 12, dtype=np.float32).reshape(3, 4), np.array(0.5, np.float32))),
        )},
        decided_outside=("dropout_values", "dropout_rate", "rate_zero", "rate_one", "repeatable"),
        recompilations=(
            Recompilation(
                lambda n: tuple(Call((Key(seed), np.ones(n, np.float32), rate))
                                for seed, rate in ((1, 0.5), (2, 0.2), (3, 0.0), (4, 1.0))),
                compiles=1,
                what="rates 0.5, 0.2, 0.0 and 1.0 for the same x",
                advice="`rate` is traced: compute with it (choose with `jnp.where`) instead of a Python `if` or a "
                "static argument, so one compiled program serves every rate.",
            ),
        ),
    )
)


# --- random_walk -----------------------------------------------------------------------


def reference_random_walk(key: jax.Array, n_steps: int) -> np.ndarray:
    """The walk by its definition: step i from `fold_in(key, i)` (i a uint32, as `fold_in` takes it), summed in
    float64."""
    steps = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(key, i)))(np.arange(n_steps, dtype=np.uint32))
    return np.cumsum(np.asarray(steps, np.float64)).astype(np.float32)


register(
    ExerciseSpec(
        "prng.random_walk",
        reference=reference_random_walk,
        inputs=st.builds(lambda key, n: Call((key, n)), keys(), st.sampled_from(WALK_LENGTHS)),
        examples=5,
        rtol=1e-5,
        atol=1e-5,
        # A long walk too, past every narrow counter (int8, uint8, int16, uint16, bfloat16, float16). Summed in float32,
        # one step at a time or in any other order, it drifts by about 1e-3 over 2**16 steps (its partial sums reach
        # |w| ~ 300, whose spacing is 3e-5); a wrong step is off by about 1.
        edge_cases=(Call((Key(0), 16)), Call((Key(7), 1)), Call((Key(3), 5)), Call((Key(5), 2**16 + 1), atol=5e-3)),
        # "n_steps: a Python int": any length, so the working memory may grow only like the walk (compiled, not run)
        memory_calls=(Call((Key(0), 1_000)), Call((Key(0), 20_000))),
        recompilations=(
            Recompilation(
                lambda n: (Call((Key(1), n)), Call((Key(2), n)), Call((Key(3), n + 1)), Call((Key(4), n))),
                compiles=2,
                what="n_steps n, n, n + 1, n with a new key each time",
                advice="Only a new `n_steps` (static: it fixes the output's shape) may cost a compile; the key is "
                "traced.",
            ),
        ),
    )
)


# --- init_mlp --------------------------------------------------------------------------


def check_mlp_layout(case: Case) -> None:
    """A list with one `{"w": (m, n), "b": (n,)}` per layer; `b` is zeros; float32 throughout."""
    for sizes in (SMALL_MLP, [6]):
        call, params = call_with_new_key(case, "mlp_layout", sizes)
        expected = [
            {"b": np.zeros(n, np.float32), "w": np.zeros((m, n), np.float32)} for m, n in zip(sizes[:-1], sizes[1:])
        ]
        if not isinstance(params, list):
            raise case.fail("mlp_layout", f"wrong structure: {case.describe(call)} should return a list of layers, got {type(params).__name__}.")
        # Compare the layout (and the zero biases); weights are random, so compare them only by shape.
        layout = [{"b": layer.get("b"), "w": np.zeros(np.shape(layer.get("w")), np.float32)} if isinstance(layer, dict) else layer
                  for layer in params]
        assert_matches(layout, expected, check="mlp_layout", call_text=case.describe(call), rtol=0, atol=0)
        for index, layer in enumerate(params):
            if np.asarray(layer["w"]).dtype != np.float32:
                raise case.fail("mlp_layout", f"wrong dtype: layer {index} w of {case.describe(call)} should be float32.")


def check_mlp_scale(case: Case) -> None:
    """Each layer's weights are iid N(0, 1/m), m its inputs, on non-square layers (4 tests per layer)."""
    sizes = BIG_MLP
    call, params = call_with_new_key(case, "mlp_scale", sizes)
    for index, (m, n) in enumerate(zip(sizes[:-1], sizes[1:])):
        advice = (f"Scale standard-normal draws by the layer's inputs (fan-in), sqrt(1/m) = 1/sqrt({m}): "
                  "`jax.random.normal(k, (m, n)) / jnp.sqrt(m)`.")
        require_normal(case, "mlp_scale", f"layer {index} w ({m}x{n})", params[index]["w"], 1 / np.sqrt(m), advice)


def check_layers_independent(case: Case) -> None:
    """Rows and columns within a layer, and layer against layer, are uncorrelated (2 tests per layer, 1 per pair)."""
    sizes = BIG_MLP
    call, params = call_with_new_key(case, "layers_independent", sizes)
    weights = [np.asarray(layer["w"], np.float64) for layer in params]
    stds = [1 / np.sqrt(m) for m in sizes[:-1]]
    for index, w in enumerate(weights):
        require_independent_axes(case, "layers_independent", f"layer {index} w", w, stds[index],
                                 "Draw the whole (m, n) matrix at once: `jax.random.normal(k, (m, n))`, not one row "
                                 "or column repeated.")
    require_pairwise_uncorrelated(case, "layers_independent", "layer {first} and layer {second} weights", weights, stds,
                                  "Every layer needs its own key: `keys = jax.random.split(key, len(sizes) - 1)`; equal "
                                  "keys (the same `fold_in` number twice) draw the same numbers.")


register(
    ExerciseSpec(
        "prng.init_mlp",
        edge_cases=(Call((Key(0), SMALL_MLP)), Call((Key(1), [6]))),
        checks={"mlp_layout": check_mlp_layout, "mlp_scale": check_mlp_scale, "layers_independent": check_layers_independent},
        decided_outside=("mlp_layout", "mlp_scale", "layers_independent", "repeatable"),
    )
)


# --- shuffle ---------------------------------------------------------------------------


# Two inputs only (each new shape costs a compilation); 24 rows repeat an order with
# probability 1/24!, so "epochs differ" cannot fail by chance.
ROWS = np.arange(24 * 3, dtype=np.float32).reshape(24, 3)
# "Any values": an inf and a -inf in the last column (the first still names each row), which a
# permutation applied as a matrix product (`P @ x`) spreads as nan (0 * inf) over other rows.
ROWS[5, 2], ROWS[17, 2] = np.inf, -np.inf
ROWS.setflags(write=False)
VECTOR = np.arange(24, dtype=np.int32)
THREE = np.arange(3, dtype=np.int32)  # 6 orders, each 1/6 likely: the law of the shuffle, not only its layout


def _require_rows_of(case: Case, call: Call, out: np.ndarray, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Fail `is_permutation` unless `out` holds exactly the rows of `x` (any order), in its shape and dtype; the rows
    of both, flattened."""
    require_like_input(case, "is_permutation", call, out, x)
    flat_in = x.reshape(len(x), int(np.prod(x.shape[1:])))  # not -1: an array of no rows has no -1 to infer
    flat_out = out.reshape(len(out), int(np.prod(out.shape[1:])))
    if sorted(map(tuple, flat_in.tolist())) != sorted(map(tuple, flat_out.tolist())):
        raise case.fail("is_permutation", f"wrong values: {case.describe(call)} did not return the rows of x in a new order "
                                          "(some row is missing, repeated or changed). Index x with a permutation of its rows.")
    return flat_in, flat_out


def check_is_permutation(case: Case) -> None:
    """The result holds exactly the rows of `x`, each once, in a shuffled order (2-D and 1-D inputs).

    The order is tested with `require_shuffled` (3 tests): a rotation or reversal is a
    permutation that changes every epoch, but it is no shuffle. "Every order equally likely"
    is tested on 3 rows with `require_uniform_permutations` (7 tests, 20,000 keys in one batched
    call; 1000 keys, one call each, where the function does not batch).
    """
    for x, epoch in ((ROWS, 0), (ROWS, 3), (VECTOR, 5)):
        call, out = call_with_new_key(case, "is_permutation", x, epoch)
        out = np.asarray(out)
        flat_in, flat_out = _require_rows_of(case, call, out, x)
        order = flat_out[:, 0] // flat_in.shape[1] if x.ndim == 2 else flat_out[:, 0]  # the rows of ROWS count 0, 3, 6, ...
        require_shuffled(case, "is_permutation", f"the order {case.describe(call)} returned", order,
                         "Draw the order with `jax.random.permutation`.")
    orders = law_draws(case, "is_permutation", lambda out: out, THREE, 0)
    require_uniform_permutations(case, "is_permutation", "the orders of `shuffle(key, jnp.arange(3), 0)`", orders,
                                 "Draw the order with `jax.random.permutation`: sorting random numbers with ties, or "
                                 "a swap loop of your own, favours some orders.")
    # last, the declared inputs: integers at both ends of their range, narrow and half-width dtypes, no rows or no
    # columns, an epoch as a 0-d array: the same rows come back, in x's shape and dtype
    for call in case.spec.check_inputs.get("is_permutation", ()):
        _require_rows_of(case, call, np.asarray(values_of(case, call, "is_permutation")), np.asarray(call.args[1]))


def check_epochs_differ(case: Case) -> None:
    """Different epochs give different orders; the same (key, epoch) the same order."""
    x = ROWS
    seed = next_seed()
    orders = []
    # Past a narrow counter's exact range neighbours merge or wrap: bfloat16 holds 256 but not 257, float16 2048 but
    # not 2049, and int16, uint16 and uint8 take 2**16 + 1 for 1. Each pair must still differ.
    epochs = (0, 1, 2, 256, 257, 2048, 2049, 2**16 + 1)
    for epoch in epochs:
        call = Call((Key(seed), x, epoch))
        orders.append(np.asarray(values_of(case, call, "epochs_differ")).ravel())
    for first, second in ((0, 1), (0, 2), (1, 2), (3, 4), (5, 6), (1, 7)):
        if np.array_equal(orders[first], orders[second]):
            raise case.fail(
                "epochs_differ",
                f"wrong values: epochs {epochs[first]} and {epochs[second]} gave the same order for key "
                f"jax.random.key({seed}). Derive a key per epoch, `jax.random.fold_in(key, epoch)`, with the epoch as "
                "it is given (through a narrow integer it wraps around, through float16 or bfloat16 it rounds).",
            )


def check_uses_fold_in(case: Case) -> None:
    """The epoch's key is derived with `fold_in` (the exercise asks for it)."""
    call = Call((Key(0), ROWS, 1))
    check_callable_has_primitive(
        case, call, "random_fold_in", "uses_fold_in",
        f"not the method the exercise asks for: tracing {case.describe(call)} found no `jax.random.fold_in`. "
        "Derive the epoch's key with `jax.random.fold_in(key, epoch)`.",
    )


register(
    ExerciseSpec(
        "prng.shuffle",
        special_values=("x",),  # "inf and nan included": ROWS holds inf and -inf for `is_permutation`
        edge_cases=(Call((Key(0), ROWS, 0)), Call((Key(0), ROWS, 4)), Call((Key(9), VECTOR, 1))),
        recompilations=(
            Recompilation(
                lambda n: tuple(Call((Key(5), np.ones((n, 2), np.float32), epoch)) for epoch in range(5)),
                compiles=1,
                what="epochs 0 to 4 for the same x",
                advice="`epoch` must stay traced: `jax.random.fold_in(key, epoch)` accepts a traced integer, so "
                "never make it static or turn it into a Python int.",
            ),
        ),
        checks={"is_permutation": check_is_permutation, "epochs_differ": check_epochs_differ, "uses_fold_in": check_uses_fold_in},
        check_inputs={"is_permutation": (
            Call((Key(21), np.array([np.iinfo(np.int32).min, -1, 0, 2**24 + 1, np.iinfo(np.int32).max], np.int32), 2)),
            Call((Key(22), np.array([[-128, 127], [0, 1], [5, -5], [3, 3]], np.int8), 0)),
            Call((Key(23), np.array([0, 65535, 7], np.uint16), 1)),
            Call((Key(24), np.linspace(-2, 2, 12).reshape(6, 2).astype(np.float16), 1)),
            Call((Key(25), np.linspace(-2, 2, 12).reshape(6, 2).astype(jnp.bfloat16), 1)),
            Call((Key(26), np.zeros((0, 3), np.float32), 1)),  # no examples
            Call((Key(27), np.zeros((4, 0), np.float32), 1)),  # examples with no features
            Call((Key(28), np.arange(18, dtype=np.float32).reshape(6, 3), np.array(3, np.int32))),  # "a traced integer"
            Call((Key(30), np.arange(8, dtype=np.float32), 2**16 + 1)),  # an epoch past any narrow counter
        )},
        decided_outside=("is_permutation", "epochs_differ", "repeatable"),  # uses_fold_in reads the program: inside
    )
)


# --- typed_key -------------------------------------------------------------------------


def _raw_keys(seed: int, count: int | None) -> np.ndarray:
    """Raw (legacy) key data from split keys: both words random, unlike `PRNGKey(seed)`'s `[0, seed]`."""
    keys = np.asarray(jax.random.key_data(jax.random.split(jax.random.key(seed), count or 1)), np.uint32)
    return keys if count else keys[0]


def _typed_result(case: Case, check: str, call: Call, shape: tuple[int, ...], as_jax: bool = True) -> jax.Array:
    """Call `typed_key` (on NumPy arrays unless `as_jax`) and fail `check` unless it returned a typed key array of
    `shape`."""
    out = case.call(call, check, as_jax=as_jax)
    if not (isinstance(out, jax.Array) and jax.dtypes.issubdtype(out.dtype, jax.dtypes.prng_key)):
        dtype = getattr(out, "dtype", type(out).__name__)
        raise case.fail(check, f"not a typed key: {case.describe(call)} returned {dtype}, and the exercise needs a key "
                               "dtype (`key<fry>`), the kind `jax.random.key` makes. Raw uint32 data is still a legacy key: "
                               "wrap it.")
    if out.shape != shape:
        raise case.fail(check, f"wrong shape: {case.describe(call)} should return typed keys of shape {shape} (a raw key's "
                               f"last axis of 2 words becomes one key), got {out.shape}.")
    return out


def check_typed_result(case: Case) -> None:
    """Raw key data of shape `(..., 2)` becomes a typed key array of shape `(...)`; a typed key, or a batch of
    them of any shape (a trailing axis of 2 too), stays as it is."""
    seed = next_seed()
    batch_of_batches = _raw_keys(seed, 6).reshape(2, 3, 2)  # "(..., 2)": more than one batch axis
    for raw, shape in ((_raw_keys(seed, None), ()), (_raw_keys(seed, 5), (5,)), (np.array([0, 42], np.uint32), ()),
                       (batch_of_batches, (2, 3))):
        _typed_result(case, "typed_result", Call((raw,)), shape)
    for call in case.spec.check_inputs.get("typed_result", ()):  # the declared raw data: a batch of no keys
        _typed_result(case, "typed_result", call, np.shape(call.args[0])[:-1])
    call = Call((Key(seed),))
    out = _typed_result(case, "typed_result", call, ())
    if not np.array_equal(np.asarray(jax.random.key_data(out)), np.asarray(jax.random.key_data(jax.random.key(seed)))):
        raise case.fail("typed_result", f"wrong values: {case.describe(call)} should return the typed key it was given, "
                                        "unchanged, and returned another key.")
    # "a typed key (any shape)": batches too, a trailing axis of 2 included (what `split(key)` makes)
    for shape in ((2,), (3, 2)):
        batch = jax.random.split(jax.random.key(seed + 1), shape)
        call = Call((batch,))
        out = _typed_result(case, "typed_result", call, shape)
        if not np.array_equal(np.asarray(jax.random.key_data(out)), np.asarray(jax.random.key_data(batch))):
            raise case.fail("typed_result", f"wrong values: given typed keys of shape {shape} (`jax.random.split(key, "
                                            f"{shape})`), {case.name} should return them unchanged, and returned other keys. "
                                            "Tell typed keys from raw data by the dtype, not by the shape.")
    # "a typed key" of any implementation comes back as it is: rbg's data has 4 words, not threefry's 2
    for impl in ("rbg", "unsafe_rbg"):
        given = jax.random.key(seed + 2, impl=impl)
        call = Call((given,))
        out = _typed_result(case, "typed_result", call, ())
        if not (jax.random.key_impl(out) == jax.random.key_impl(given)
                and np.array_equal(np.asarray(jax.random.key_data(out)), np.asarray(jax.random.key_data(given)))):
            raise case.fail("typed_result", f"wrong values: given a typed key of the {impl!r} implementation "
                                            f"(`jax.random.key(seed, impl={impl!r})`), {case.name} should return it "
                                            f"unchanged, and returned a {jax.random.key_impl(out)} key. A typed key is "
                                            "already what the exercise makes: do not re-wrap its data as threefry's.")


def check_same_numbers(case: Case) -> None:
    """The typed key draws exactly what the raw key draws (same key data), alone and in a batch, the raw data given as a
    JAX array or as a NumPy array (both words random: past 2**24, and the high one not 0)."""
    seed = next_seed()
    raws = (_raw_keys(seed, None), _raw_keys(seed + 1, 4), np.asarray(jax.random.PRNGKey(seed), np.uint32))
    for raw, as_jax in itertools.product(raws, (True, False)):
        call = Call((raw,))
        out = _typed_result(case, "same_numbers", call, raw.shape[:-1], as_jax)
        flat_typed = out.reshape(-1)
        flat_raw = jax.numpy.asarray(raw.reshape(-1, 2))
        got = np.asarray(jax.vmap(lambda k: jax.random.normal(k, (3,)))(flat_typed))
        expected = np.asarray(jax.vmap(lambda k: jax.random.normal(k, (3,)))(flat_raw))
        if not np.array_equal(got, expected):
            raise case.fail(
                "same_numbers",
                f"wrong values: the keys {case.describe(call)}{'' if as_jax else ' (a NumPy array)'} returned draw "
                "other numbers than the raw keys they came "
                "from: `jax.random.normal(typed, (3,))` differs from `jax.random.normal(raw, (3,))`. Keep the raw key's "
                "data as the typed key's data; do not make a new key from a seed (only `PRNGKey(seed)` for small seeds "
                "holds `[0, seed]`).",
            )


register(
    ExerciseSpec(
        "prng.typed_key",
        edge_cases=(
            Call((np.array([0, 7], np.uint32),)),
            Call((np.array([[1, 2], [3, 4], [4294967295, 0]], np.uint32),)),
            Call((Key(3),)),
        ),
        checks={"typed_result": check_typed_result, "same_numbers": check_same_numbers},
        check_inputs={"typed_result": (Call((np.zeros((0, 2), np.uint32),)),)},  # "a batch of them, shape (..., 2)"
        decided_outside=("typed_result", "same_numbers"),
    )
)
