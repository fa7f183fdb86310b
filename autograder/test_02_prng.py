"""Grades topic 02_prng: explicit keys, splitting and `fold_in`.

Random functions have no NumPy reference to match number for number, so most checks here
test properties: shapes and dtypes, exact relations (survivors of dropout are `x / (1 -
rate)`), and statistics.

Statistical checks use fresh random seeds on every run (so two runs are two independent
experiments) and a bound of 5.5 standard errors for each statistic: a two-sided normal tail
of 3.8e-8 each. The most statistics any one exercise tests is 7, so a correct solution fails
one of them with probability below 7 * 3.8e-8 < 3e-7 per run, under the 1e-6 the course
allows. A wrong distribution (unit variance where 1/m is asked, uniform where normal is
asked, keeping with probability `rate` instead of `1 - rate`) misses by dozens of standard
errors.
"""

from __future__ import annotations

import secrets
from typing import Any

import jax
import numpy as np
from hypothesis import strategies as st

from autograder.cases import Call, Case, ExerciseSpec, Key
from autograder.checks.compilation import Recompilation
from autograder.checks.correctness import assert_matches
from autograder.checks.structure import check_callable_has_primitive
from autograder.grading import exercise_test
from autograder.strategies import keys

SIGMAS = 5.5  # standard errors allowed for every statistic (see the module docstring)
WALK_LENGTHS = (1, 5, 16)
SMALL_MLP = [3, 4, 2]
BIG_MLP = [256, 256, 256]  # 65,536 weights per layer for the scale and independence statistics


def fresh_seed() -> int:
    """A seed no earlier run used (statistical checks are new experiments each run)."""
    return secrets.randbelow(2**31)


def require_within(case: Case, check: str, what: str, got: float, expected: float, standard_error: float, advice: str) -> None:
    """Fail `check` when `got` is more than SIGMAS standard errors from `expected`."""
    if not abs(got - expected) <= SIGMAS * standard_error:
        raise case.fail(
            check,
            f"wrong values: {what} is {got:.4f}, expected {expected:.4f} +- {SIGMAS * standard_error:.4f} "
            f"({SIGMAS} standard errors; a correct solution lands outside with probability < 1e-7). {advice}",
        )


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
    call = Call((Key(fresh_seed()),))
    out = case.values_of(call, "two_scalars")
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
    """Over many keys, both outputs are standard normal and uncorrelated (5 statistics)."""
    count = 4000
    batch_keys = jax.random.split(jax.random.key(fresh_seed()), count)
    try:
        a, b = jax.jit(jax.vmap(case.function))(batch_keys)
    except Exception as error:
        raise case.fail("distribution", f"could not run under jax.vmap over {count} keys: {type(error).__name__}: {error}") from None
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    advice = "Draw each number with `jax.random.normal` from its own subkey."
    for name, sample in (("a", a), ("b", b)):
        require_within(case, "distribution", f"the mean of {name} over {count} keys", sample.mean(), 0.0, 1 / np.sqrt(count), advice)
        require_within(case, "distribution", f"the variance of {name} over {count} keys", sample.var(), 1.0, np.sqrt(2 / count), advice)
    correlation = float(np.corrcoef(a, b)[0, 1])
    require_within(case, "distribution", f"the correlation of a and b over {count} keys", correlation, 0.0, 1 / np.sqrt(count),
                   "The two numbers must be independent: draw them from two different subkeys.")
    both = np.concatenate([a, b])
    tail = float(np.mean(np.abs(both) > 2))
    expected_tail = 0.0455
    require_within(case, "distribution", "the fraction of draws beyond 2 standard deviations", tail, expected_tail,
                   np.sqrt(expected_tail * (1 - expected_tail) / both.size), "Use `jax.random.normal`, not a rescaled uniform.")


test_two_normals = exercise_test(
    ExerciseSpec(
        "prng.two_normals",
        edge_cases=(Call((Key(0),)), Call((Key(12345),))),
        checks={"two_scalars": check_two_scalars, "distribution": check_two_normals_distribution},
    )
)


# --- dropout ---------------------------------------------------------------------------


def _dropout(case: Case, check: str, x: np.ndarray, rate: float) -> tuple[Call, np.ndarray]:
    call = Call((Key(fresh_seed()), x, rate))
    out = np.asarray(case.values_of(call, check))
    require_like_input(case, check, call, out, x)
    return call, out


def check_dropout_values(case: Case) -> None:
    """Every output element is 0 or `x / (1 - rate)`, for several rates and shapes."""
    rng = np.random.default_rng(fresh_seed())
    for rate, shape, dtype in ((0.5, (8,), np.float32), (0.2, (3, 4), np.float32), (0.9, (3, 4), np.float16)):
        x = rng.uniform(1, 2, size=shape).astype(dtype)
        call, out = _dropout(case, "dropout_values", x, rate)
        scaled = x / x.dtype.type(1 - rate)
        ok = (out == 0) | np.isclose(out, scaled, rtol=1e-5 if x.dtype == np.float32 else 2e-3)
        if not ok.all():
            index = tuple(int(i) for i in np.argwhere(~ok)[0])
            raise case.fail(
                "dropout_values",
                f"wrong values for {case.describe(call)}: at index {index} x is {x[index]:.4f}, so the output must be 0 "
                f"or x / (1 - rate) = {scaled[index]:.4f}, got {out[index]:.4f}. Survivors are divided by 1 - rate.",
            )


def check_dropout_rate(case: Case) -> None:
    """The fraction of zeroed elements matches `rate` (binomial, 5.5 standard errors)."""
    size = 20000
    x = np.ones(size, np.float32)
    for rate in (0.1, 0.5, 0.8):
        call, out = _dropout(case, "dropout_rate", x, rate)
        dropped = float(np.mean(out == 0))
        require_within(case, "dropout_rate", f"the fraction of zeros for rate={rate} over {size} elements", dropped, rate,
                       np.sqrt(rate * (1 - rate) / size),
                       "Each element must be dropped with probability `rate` (kept with probability 1 - rate).")


def check_rate_zero(case: Case) -> None:
    """`rate == 0` returns `x` unchanged."""
    x = np.linspace(-3, 3, 8, dtype=np.float32)
    call, out = _dropout(case, "rate_zero", x, 0.0)
    assert_matches(out, x, check="rate_zero", call_text=case.describe(call), rtol=0, atol=0)


test_dropout = exercise_test(
    ExerciseSpec(
        "prng.dropout",
        edge_cases=(
            Call((Key(1), np.arange(1, 9, dtype=np.float32), 0.5)),
            Call((Key(2), np.ones((3, 4), np.float32), 0.25)),
            Call((Key(3), np.arange(8, dtype=np.float32), 0.0)),
        ),
        checks={"dropout_values": check_dropout_values, "dropout_rate": check_dropout_rate, "rate_zero": check_rate_zero},
    )
)


# --- random_walk -----------------------------------------------------------------------


def reference_random_walk(key: jax.Array, n_steps: int) -> np.ndarray:
    """The walk by its definition: step i from `fold_in(key, i)`, one Python step at a time."""
    steps = [float(jax.random.normal(jax.random.fold_in(key, i))) for i in range(n_steps)]
    return np.cumsum(np.asarray(steps, np.float64)).astype(np.float32)


test_random_walk = exercise_test(
    ExerciseSpec(
        "prng.random_walk",
        reference=reference_random_walk,
        inputs=st.builds(lambda key, n: Call((key, n)), keys(), st.sampled_from(WALK_LENGTHS)),
        examples=5,
        rtol=1e-5,
        atol=1e-5,
        edge_cases=(Call((Key(0), 16)), Call((Key(7), 1)), Call((Key(3), 5))),
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


def _init(case: Case, check: str, sizes: list[int]) -> tuple[Call, Any]:
    call = Call((Key(fresh_seed()), sizes))
    return call, case.values_of(call, check)


def check_mlp_layout(case: Case) -> None:
    """A list with one `{"w": (m, n), "b": (n,)}` per layer; `b` is zeros; float32 throughout."""
    for sizes in (SMALL_MLP, [6]):
        call, params = _init(case, "mlp_layout", sizes)
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
    """Weights have mean 0 and variance 1/m for a layer with m inputs (5.5 standard errors)."""
    sizes = BIG_MLP
    call, params = _init(case, "mlp_scale", sizes)
    for index, (m, n) in enumerate(zip(sizes[:-1], sizes[1:])):
        w = np.asarray(params[index]["w"], np.float64)
        count = w.size
        variance = 1.0 / m
        advice = f"Scale standard-normal draws by sqrt(1/m) = 1/sqrt({m}): `jax.random.normal(k, (m, n)) / jnp.sqrt(m)`."
        require_within(case, "mlp_scale", f"the mean of layer {index} w ({m}x{n})", w.mean(), 0.0, np.sqrt(variance / count), advice)
        require_within(case, "mlp_scale", f"the variance of layer {index} w ({m}x{n})", w.var(), variance,
                       variance * np.sqrt(2 / count), advice)


def check_layers_independent(case: Case) -> None:
    """Layers of equal shape are uncorrelated: each has its own subkey (5.5 standard errors)."""
    sizes = BIG_MLP
    call, params = _init(case, "layers_independent", sizes)
    weights = [np.asarray(layer["w"], np.float64).ravel() for layer in params]
    for first in range(len(weights)):
        for second in range(first + 1, len(weights)):
            correlation = float(np.corrcoef(weights[first], weights[second])[0, 1])
            require_within(case, "layers_independent", f"the correlation of layer {first} and layer {second} weights",
                           correlation, 0.0, 1 / np.sqrt(weights[first].size),
                           "Every layer needs its own subkey: `keys = jax.random.split(key, len(sizes) - 1)`.")


test_init_mlp = exercise_test(
    ExerciseSpec(
        "prng.init_mlp",
        edge_cases=(Call((Key(0), SMALL_MLP)), Call((Key(1), [6]))),
        checks={"mlp_layout": check_mlp_layout, "mlp_scale": check_mlp_scale, "layers_independent": check_layers_independent},
    )
)


# --- shuffle ---------------------------------------------------------------------------


# Two inputs only (each new shape costs a compilation); 24 rows repeat an order with
# probability 1/24!, so "epochs differ" cannot fail by chance.
ROWS = np.arange(24 * 3, dtype=np.float32).reshape(24, 3)
VECTOR = np.arange(24, dtype=np.int32)


def check_is_permutation(case: Case) -> None:
    """The result holds exactly the rows of `x`, each once (2-D and 1-D inputs)."""
    for x, epoch in ((ROWS, 0), (ROWS, 3), (VECTOR, 5)):
        call = Call((Key(fresh_seed()), x, epoch))
        out = np.asarray(case.values_of(call, "is_permutation"))
        require_like_input(case, "is_permutation", call, out, x)
        flat_in = x.reshape(len(x), -1)
        flat_out = out.reshape(len(out), -1)
        if sorted(map(tuple, flat_in.tolist())) != sorted(map(tuple, flat_out.tolist())):
            raise case.fail("is_permutation", f"wrong values: {case.describe(call)} did not return the rows of x in a new order "
                                              "(some row is missing, repeated or changed). Index x with a permutation of its rows.")


def check_epochs_differ(case: Case) -> None:
    """Different epochs give different orders; the same (key, epoch) the same order."""
    x = ROWS
    seed = fresh_seed()
    orders = []
    for epoch in (0, 1, 2):
        call = Call((Key(seed), x, epoch))
        orders.append(np.asarray(case.values_of(call, "epochs_differ")).ravel())
    for first in range(3):
        for second in range(first + 1, 3):
            if np.array_equal(orders[first], orders[second]):
                raise case.fail(
                    "epochs_differ",
                    f"wrong values: epochs {first} and {second} gave the same order for key jax.random.key({seed}). "
                    "Derive a key per epoch: `jax.random.fold_in(key, epoch)`.",
                )


def check_uses_fold_in(case: Case) -> None:
    """The epoch's key is derived with `fold_in` (the exercise asks for it)."""
    call = Call((Key(0), ROWS, 1))
    check_callable_has_primitive(
        case, call, "random_fold_in", "uses_fold_in",
        f"not the method the exercise asks for: tracing {case.describe(call)} found no `jax.random.fold_in`. "
        "Derive the epoch's key with `jax.random.fold_in(key, epoch)`.",
    )


test_shuffle = exercise_test(
    ExerciseSpec(
        "prng.shuffle",
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
    )
)
