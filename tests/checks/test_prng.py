"""Tests for autograder/checks/prng.py: `no_key_reuse`, `own_key` and `uses_key`."""

from __future__ import annotations

from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.grading.cases import Call, Case, ExerciseSpec, Key
from autograder.checks.prng import check_no_key_reuse, check_own_key, check_uses_key
from autograder.grading.failures import CheckFailure

KEY_CASES = (Call((Key(0),)), Call((Key(7),)))
NOISY_COPY_CASES = (Call((np.ones(3, np.float32),), {"key": Key(0)}),)


def toy_case(function: Callable[..., Any], edge_cases: tuple[Call, ...] = KEY_CASES, jit: bool = False) -> Case:
    """A one-exercise case `toy.<function name>` whose inputs are fresh typed keys (`jit`: it must be jittable)."""
    spec = ExerciseSpec(f"toy.{function.__name__}", edge_cases=edge_cases)
    return Case.standalone(function, spec, checks=("no_key_reuse", "own_key", "uses_key") + (("jit",) if jit else ()))


# --- student-like functions ------------------------------------------------------------------


def two_normals_split(key):
    first, second = jax.random.split(key)
    return jax.random.normal(first), jax.random.normal(second)


def two_normals_folded(key):
    return jax.random.normal(jax.random.fold_in(key, 0)), jax.random.normal(jax.random.fold_in(key, 1))


def two_normals_one_draw(key):
    pair = jax.random.normal(key, (2,))
    return pair[0], pair[1]


def two_normals_same_key(key):
    return jax.random.normal(key), jax.random.uniform(key)


def two_normals_same_key_when_traced(key):
    if isinstance(key, jax.core.Tracer):
        return jax.random.normal(key), jax.random.uniform(key)
    return two_normals_split(key)


def two_normals_then_crash(key):
    raise ValueError("out of keys")


def two_normals_not_written(key):
    raise NotImplementedError("two_normals is not written yet")


def two_normals_own_key(key):
    return two_normals_split(jax.random.key(0))


def two_normals_own_legacy_key(key):
    return two_normals_split(jax.random.PRNGKey(42))


def two_normals_wrapped_key(key):
    return two_normals_split(jax.random.wrap_key_data(jnp.zeros(2, jnp.uint32)))


def two_normals_own_key_in_branch(key):
    return jax.lax.cond(
        jax.random.uniform(key) > 0.5,
        lambda: two_normals_split(jax.random.key(1)),
        lambda: two_normals_split(jax.random.fold_in(key, 1)),
    )


def two_normals_constant(key):
    return jnp.float32(0.5), jnp.float32(-0.5)


def noisy_copy(x, key):
    return x + jax.random.normal(key, x.shape)


def noisy_copy_ignoring_key(x, key):
    return x + 0.1


def two_normals_python_if(key):
    first, second = two_normals_split(key)
    if first > second:
        return first, second
    return second, first


# --- no_key_reuse ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "function",
    [two_normals_split, two_normals_folded, two_normals_one_draw],
    ids=["split", "fold_in", "one-draw"],
)
@pytest.mark.parametrize("jit", [False, True], ids=["as-written", "jittable"])
def test_no_key_reuse_passes(function: Callable, jit: bool) -> None:
    check_no_key_reuse(toy_case(function, jit=jit))
    assert jax.config.jax_debug_key_reuse is False


@pytest.mark.parametrize(
    "function, phrases",
    [
        (
            two_normals_same_key,
            ["[no_key_reuse] reused a key: two_normals_same_key(key=jax.random.key(0)) used the same key twice",
             "`k1, k2 = jax.random.split(key)`"],
        ),
        (two_normals_same_key_when_traced, ["[no_key_reuse] reused a key", "jax.random.key(0)"]),
        (
            two_normals_then_crash,
            ["[no_key_reuse] could not run with key-reuse checking on: two_normals_then_crash(key=jax.random.key(0)) "
             "raised ValueError: out of keys"],
        ),
        (two_normals_python_if, ["could not run with key-reuse checking on: does not work under jax.jit"]),
        (two_normals_not_written, ["[no_key_reuse] not implemented yet"]),
    ],
    ids=["same-key-twice", "same-key-twice-under-jit", "raises", "untraceable", "not-implemented"],
)
@pytest.mark.parametrize("jit", [False, True], ids=["as-written", "jittable"])
def test_no_key_reuse_fails_and_switches_checking_off_again(function: Callable, phrases: list[str], jit: bool) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_no_key_reuse(toy_case(function, jit=jit))
    assert excinfo.value.check == "no_key_reuse"
    for phrase in phrases:
        assert phrase in str(excinfo.value)
    assert jax.config.jax_debug_key_reuse is False


def test_no_key_reuse_gives_every_call_a_fresh_key() -> None:
    # Each case is run twice (eagerly, then jitted): were the key shared, the second run would reuse it.
    check_no_key_reuse(toy_case(two_normals_one_draw, edge_cases=(Call((Key(3),)),)))


@pytest.mark.parametrize("jit", [False, True], ids=["as-written", "jittable"])
def test_no_key_reuse_catches_a_key_kept_between_calls(jit: bool) -> None:
    kept = jax.random.key(3)  # made once, like a module-level key; each call consumes it again

    def two_normals_kept_key(key):
        return two_normals_split(kept)

    with pytest.raises(CheckFailure) as excinfo:
        check_no_key_reuse(toy_case(two_normals_kept_key, jit=jit))
    assert "[no_key_reuse] reused a key" in str(excinfo.value)
    assert jax.config.jax_debug_key_reuse is False


# --- own_key ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "function",
    [two_normals_split, two_normals_folded, two_normals_one_draw],
    ids=["split", "fold_in", "one-draw"],
)
def test_own_key_passes(function: Callable) -> None:
    check_own_key(toy_case(function))


@pytest.mark.parametrize(
    "function, phrases",
    [
        (
            two_normals_own_key,
            ["[own_key] made its own key: tracing two_normals_own_key(key=jax.random.key(0)) found `random_seed`",
             "Use the `key` argument"],
        ),
        (two_normals_own_legacy_key, ["made its own key", "found `random_seed`"]),
        (two_normals_wrapped_key, ["made its own key", "found `random_wrap`"]),
        (two_normals_own_key_in_branch, ["made its own key", "found `random_seed`"]),
        (two_normals_python_if, ["[own_key] does not work under jax.jit", "TracerBoolConversionError"]),
        (two_normals_not_written, ["[own_key] not implemented yet"]),
    ],
    ids=["random.key", "PRNGKey", "wrap_key_data", "inside-cond-branch", "untraceable", "not-implemented"],
)
def test_own_key_fails(function: Callable, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_own_key(toy_case(function))
    assert excinfo.value.check == "own_key"
    for phrase in phrases:
        assert phrase in str(excinfo.value)


def test_own_key_traces_with_the_spec_inputs() -> None:
    check_own_key(toy_case(noisy_copy, edge_cases=(Call((np.ones(3, np.float32), Key(0))),)))


# --- uses_key --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "function, edge_cases",
    [(two_normals_split, KEY_CASES), (two_normals_one_draw, KEY_CASES), (noisy_copy, NOISY_COPY_CASES)],
    ids=["split", "one-draw", "key-as-keyword"],
)
def test_uses_key_passes(function: Callable, edge_cases: tuple[Call, ...]) -> None:
    check_uses_key(toy_case(function, edge_cases))


@pytest.mark.parametrize(
    "function, edge_cases, phrases",
    [
        (
            two_normals_constant,
            KEY_CASES,
            ["[uses_key] ignores its key: two_normals_constant(key=jax.random.key(0)) and "
             "two_normals_constant(key=jax.random.key(1000003)) returned the same result",
             "`jax.random.normal(key, ...)`"],
        ),
        (two_normals_own_key, KEY_CASES, ["[uses_key] ignores its key: two_normals_own_key(key=jax.random.key(0))"]),
        (
            noisy_copy_ignoring_key,
            NOISY_COPY_CASES,
            ["[uses_key] ignores its key: noisy_copy_ignoring_key(x=array([1., 1., 1.], dtype=float32), "
             "key=jax.random.key(0)) and noisy_copy_ignoring_key(x=array([1., 1., 1.], dtype=float32), "
             "key=jax.random.key(1000003))"],
        ),
        (two_normals_not_written, KEY_CASES, ["[uses_key] not implemented yet"]),
    ],
    ids=["returns-constants", "makes-its-own-key", "key-as-keyword", "not-implemented"],
)
def test_uses_key_fails(function: Callable, edge_cases: tuple[Call, ...], phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_uses_key(toy_case(function, edge_cases))
    assert excinfo.value.check == "uses_key"
    for phrase in phrases:
        assert phrase in str(excinfo.value)


def test_uses_key_accepts_functions_that_return_keys() -> None:
    check_uses_key(toy_case(jax.random.split))


def test_uses_key_fails_for_a_function_returning_the_same_key_whatever_it_is_given() -> None:
    def fixed_key(key):
        return jax.random.key(3)

    with pytest.raises(CheckFailure, match="ignores its key"):
        check_uses_key(toy_case(fixed_key))


# --- what the checker cannot see, and the statistics that back it --------------------------------


def noise_from_a_pool_of_keys(key):
    """Step t draws from `fold_in(key, t % 4)`: steps 0 and 4 are the same numbers, and fold_in consumes nothing."""
    return jax.lax.scan(lambda _, t: (None, jax.random.normal(jax.random.fold_in(key, t % 4), (256,))), None, jnp.arange(8))[1]


def test_fold_in_reuse_passes_the_checker_but_not_the_independence_test() -> None:
    from autograder.checks.statistics import require_uncorrelated

    case = toy_case(noise_from_a_pool_of_keys, jit=True)
    check_no_key_reuse(case)  # the blind spot: no key is consumed twice
    steps = np.asarray(noise_from_a_pool_of_keys(jax.random.key(3)))
    require_uncorrelated(case, "no_key_reuse", "the noise of steps 0 and 1", steps[0], steps[1], 1.0, "")
    with pytest.raises(CheckFailure, match="the correlation of the noise of steps 0 and 4"):
        require_uncorrelated(case, "no_key_reuse", "the noise of steps 0 and 4", steps[0], steps[4], 1.0, "")
