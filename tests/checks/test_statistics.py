"""Tests for autograder/checks/statistics.py: each distribution test passes a correct sample and
fails a flawed one with its message; the bounds are the ones the module docstring states."""

from __future__ import annotations

import math
from typing import Any, Callable

import numpy as np
import pytest

from autograder.grading.cases import Call, Case, ExerciseSpec, Key
from autograder.checks import statistics
from autograder.grading import seeds
from autograder.grading.failures import CheckFailure

N = 65536


def toy_case() -> Case:
    return Case.standalone(lambda: None, ExerciseSpec("toy.draws", edge_cases=(Call(()),)), checks=("draws",))


def rng() -> np.random.Generator:
    return np.random.default_rng(20241201)


def normals(*shape: int, std: float = 1.0) -> np.ndarray:
    return (std * rng().standard_normal(shape)).astype(np.float32)


def shared_rows(generator: np.random.Generator) -> np.ndarray:
    return np.broadcast_to(generator.standard_normal(64), (64, 64))


def run(test: Callable[..., None], *args: Any) -> None:
    test(toy_case(), "draws", *args)


# --- the bounds ---------------------------------------------------------------------------------


def test_thresholds_match_the_stated_bounds() -> None:
    z = statistics.z_threshold()
    assert math.isclose(statistics.normal_two_sided_tail(z), statistics.ALPHA, rel_tol=1e-6)
    assert 6.1 < z < 6.12
    eps = statistics.ks_threshold(N)
    assert math.isclose(2 * math.exp(-2 * N * eps**2), statistics.ALPHA, rel_tol=1e-9)
    low, high = statistics.fraction_interval(20000, 0.5)
    target = math.log(2 / statistics.ALPHA) / 20000
    assert math.isclose(statistics._kl(low, 0.5), target, rel_tol=1e-6)
    assert math.isclose(statistics._kl(high, 0.5), target, rel_tol=1e-6)
    limit = statistics.adjacency_limit()
    assert limit == 17 and 2.0**limit / math.factorial(limit) <= statistics.ALPHA < 2.0**16 / math.factorial(16)


def test_adjacency_bound_holds_exactly_for_small_permutations() -> None:
    from itertools import permutations

    n = 7
    counts = [statistics.adjacencies(np.array(order)) for order in permutations(range(n))]
    for s in range(1, n):
        assert np.mean(np.array(counts) >= s) <= 2.0**s / math.factorial(s)


# --- each test: a correct sample passes, a flawed one fails with its message ---------------------

PASSING = [
    pytest.param(statistics.require_normal, ("x", normals(N), 1.0, "advice"), id="normal"),
    pytest.param(statistics.require_normal, ("w", normals(256, 64, std=1 / 16), 1 / 16, "advice"), id="normal-scaled"),
    pytest.param(statistics.require_fraction, ("zeros", rng().random(20000) < 0.2, 0.2, "advice"), id="fraction"),
    pytest.param(statistics.require_uncorrelated, ("a and b", normals(N), normals(2 * N)[N:], 1.0, "advice"), id="uncorrelated"),
    pytest.param(statistics.require_independent_axes, ("w", normals(64, 64), 1.0, "advice"), id="axes"),
    pytest.param(statistics.require_pairwise_uncorrelated,
                 ("layer {first} and layer {second}", np.split(normals(3 * N), 3), 1.0, "advice"), id="pairwise"),
    pytest.param(statistics.require_pairwise_uncorrelated,
                 ("layer {first} and layer {second}", [normals(N), normals(2 * N, std=0.5)[N:]], [1.0, 0.5], "advice"),
                 id="pairwise-stds"),
    pytest.param(statistics.require_distinct_rows, ("mask", rng().random((80, 250)) < 0.5, 0.5, "advice"), id="distinct"),
    pytest.param(statistics.require_shuffled, ("order", rng().permutation(24), "advice"), id="shuffled"),
    pytest.param(statistics.require_uniform_permutations, ("orders", rng().permuted(np.tile(np.arange(3), (1000, 1)), axis=1),
                                                           "advice"), id="uniform-orders"),
]


@pytest.mark.parametrize(("test", "args"), PASSING)
def test_a_correct_sample_passes(test: Callable[..., None], args: tuple) -> None:
    run(test, *args)


def _truncated(n: int) -> np.ndarray:
    draws = rng().standard_normal(4 * n)
    return draws[np.abs(draws) <= 2][:n] / 0.87962566103423978


def _argsort_of_ties(k: int) -> np.ndarray:
    """Orders of 3 from a stable argsort of random integers in [0, 3): ties favour the identity (10/27)."""
    return np.argsort(rng().integers(0, 3, (k, 3)), axis=1, kind="stable")


def _naive_swaps(k: int) -> np.ndarray:
    """Orders of 3 items from the naive shuffle: swap item i with any of the 3, for every i (4/27 or 5/27 each)."""
    generator = rng()
    orders = np.tile(np.arange(3), (k, 1))
    for i in range(3):
        j = generator.integers(0, 3, size=k)
        rows = np.arange(k)
        orders[rows, i], orders[rows, j] = orders[rows, j], orders[rows, i].copy()
    return orders


FAILING = [
    pytest.param(statistics.require_normal, ("x", 2 * normals(N), 1.0, "advice"), "the variance of x", id="scale"),
    pytest.param(statistics.require_normal, ("x", normals(N) + 0.1, 1.0, "advice"), "the mean of x", id="shifted"),
    pytest.param(statistics.require_normal, ("x", _truncated(N), 1.0, "advice"), "Kolmogorov-Smirnov", id="truncated"),
    pytest.param(statistics.require_normal, ("x", np.clip(normals(N), -3, 3), 1.0, "advice"),
                 "beyond 3 standard deviations", id="clipped"),
    pytest.param(statistics.require_fraction, ("zeros", rng().random(20000) < 0.8, 0.2, "advice"), "the fraction of zeros",
                 id="fraction"),
    pytest.param(statistics.require_uncorrelated, ("a and b", normals(N), normals(N), 1.0, "advice"),
                 "the correlation of a and b", id="same-draws"),
    pytest.param(statistics.require_independent_axes, ("w", shared_rows(rng()), 1.0, "advice"), "even and odd rows of w",
                 id="shared-rows"),
    pytest.param(statistics.require_independent_axes, ("w", shared_rows(rng()).T, 1.0, "advice"), "even and odd",
                 id="shared-columns"),
    pytest.param(statistics.require_pairwise_uncorrelated,
                 ("layer {first} and layer {second}", [*np.split(normals(2 * N), 2), normals(N)], 1.0, "advice"),
                 "the correlation of layer 0 and layer 2 over 65536 pairs", id="pairwise-reused"),
    pytest.param(statistics.require_pairwise_uncorrelated,
                 ("w1 and w2", [normals(N), normals(N, std=0.5)], [1.0, 0.5], "advice"),
                 "the correlation of w1 and w2", id="pairwise-stds-reused"),
    pytest.param(statistics.require_distinct_rows, ("mask", np.broadcast_to(rng().random(250) < 0.5, (80, 250)), 0.5, "advice"),
                 "rows 0 and 1 of mask are identical", id="one-mask"),
    pytest.param(statistics.require_shuffled, ("order", np.roll(np.arange(24), 5), "advice"), "not shuffled", id="rotation"),
    pytest.param(statistics.require_shuffled, ("order", np.arange(64).reshape(4, 16)[[2, 0, 3, 1]], "advice"), "60 of 63",
                 id="batch-order-only"),
    pytest.param(statistics.require_uniform_permutations, ("orders", _argsort_of_ties(1000), "advice"),
                 "the order [0, 1, 2] came", id="sorted-ties"),
    # Every share inside its own interval, the whole table not: only the chi-squared test sees it.
    pytest.param(statistics.require_uniform_permutations, ("orders", _naive_swaps(8000), "advice"),
                 "Pearson's chi-squared test", id="naive-swaps"),
]


@pytest.mark.parametrize(("test", "args", "message"), FAILING)
def test_a_flawed_sample_fails_with_its_message(test: Callable[..., None], args: tuple, message: str) -> None:
    with pytest.raises(CheckFailure) as failure:
        run(test, *args)
    assert failure.value.check == "draws"
    assert message in failure.value.message


def test_too_small_a_test_is_an_author_error() -> None:
    with pytest.raises(ValueError, match="too short"):
        run(statistics.require_shuffled, "order", np.arange(10), "advice")
    with pytest.raises(ValueError, match="too few"):
        run(statistics.require_distinct_rows, "mask", np.zeros((4, 8), bool), 0.5, "advice")


# --- calling a random function ------------------------------------------------------------------


def keyed_case(function: Callable[..., Any]) -> Case:
    return Case.standalone(function, ExerciseSpec("toy.draws", edge_cases=(Call((Key(0), 1.0)),)), checks=("draws",))


def test_call_with_new_key_passes_a_new_key_then_the_arguments() -> None:
    import jax

    case = keyed_case(lambda key, scale: scale * jax.random.normal(key, (4,)))
    call, out = statistics.call_with_new_key(case, "draws", 2.0)
    key = call.args[0]
    assert isinstance(key, Key) and call.args[1:] == (2.0,)
    np.testing.assert_allclose(np.asarray(out), 2.0 * np.asarray(jax.random.normal(jax.random.key(key.seed), (4,))), rtol=1e-6)
    with seeds.checking("toy.draws", "draws"):
        first = [statistics.call_with_new_key(case, "draws", 1.0)[0].args[0].seed for _ in range(5)]
    with seeds.checking("toy.draws", "draws"):
        again = [statistics.call_with_new_key(case, "draws", 1.0)[0].args[0].seed for _ in range(5)]
    with seeds.checking("toy.draws", "other_check"):
        other = [statistics.call_with_new_key(case, "draws", 1.0)[0].args[0].seed for _ in range(5)]
    assert len(set(first)) == 5  # a new key for every draw of a check
    assert again == first  # the same keys on every run of the check
    assert other != first  # another check draws its own


def test_call_with_new_key_fails_the_check_when_the_function_raises() -> None:
    def broken(key: Any, scale: float) -> None:
        raise ValueError("no draws today")

    with pytest.raises(CheckFailure) as failure:
        statistics.call_with_new_key(keyed_case(broken), "draws", 1.0)
    assert failure.value.check == "draws"
    assert "ValueError: no draws today" in failure.value.message
    assert "jax.random.key(" in failure.value.message


# --- batched draws ------------------------------------------------------------------------------


def _jitted_case(function: Callable[..., Any]) -> Case:
    spec = ExerciseSpec("toy.draws", edge_cases=(Call((Key(0),)),))
    return Case.standalone(function, spec, checks=("draws", "jit"))


def test_batched_draws_vmap_a_traceable_function_over_fresh_keys() -> None:
    import jax

    draws = statistics.batched_draws(_jitted_case(lambda key, x: jax.random.permutation(key, x)), 5000, np.arange(3))
    assert draws.shape == (5000, 3)
    assert len({tuple(order) for order in draws.tolist()}) == 6  # new keys: every order comes up
    statistics.require_uniform_permutations(toy_case(), "draws", "orders", draws, "advice")


def test_batched_draws_give_up_on_a_function_that_does_not_batch() -> None:
    import jax

    def host_order(key, x):  # reads the key's values on the host: not traceable, so not batchable either
        return x[np.argsort(np.asarray(jax.random.key_data(key)))[:3] % 3]

    def callback_order(key, x):  # traceable, but a callback without a batching rule refuses vmap
        return jax.pure_callback(lambda k: np.array([2, 1, 0], np.int32), jax.ShapeDtypeStruct((3,), np.int32),
                                 jax.random.key_data(key))

    assert statistics.batched_draws(_jitted_case(host_order), 100, np.arange(3)) is None
    assert statistics.batched_draws(_jitted_case(callback_order), 100, np.arange(3, dtype=np.int32)) is None
    assert statistics.batched_draws(Case.standalone(lambda key, x: x, ExerciseSpec("toy.draws"), checks=("draws",)),
                                    100, np.arange(3)) is None  # not a jitted exercise: one call at a time
