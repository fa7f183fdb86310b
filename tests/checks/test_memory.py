"""The `linear_memory` check: compiled (never run), working memory grows like the problem, not its square."""

from __future__ import annotations

import dataclasses

import jax.numpy as jnp
import numpy as np
import pytest

from autograder.checks.memory import check_linear_memory
from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.grading.failures import CheckFailure

SIZES = (Call((np.ones(1_000, np.float32),)), Call((np.ones(20_000, np.float32),)))


def prefix_sum(x):
    return jnp.cumsum(x)


def prefix_sum_by_matrix(x):
    return jnp.tril(jnp.ones((x.shape[0], x.shape[0]), x.dtype)) @ x  # 20,000 x 20,000 floats: 1.6 GB


def case_for(function) -> Case:
    spec = ExerciseSpec(f"toy.{function.__name__}", reference=lambda x: np.cumsum(x), memory_calls=SIZES)
    return Case.standalone(function, spec, checks=("linear_memory",))


def test_linear_memory_passes_a_program_that_works_along_the_axis() -> None:
    check_linear_memory(case_for(prefix_sum))


def test_linear_memory_fails_a_program_that_builds_an_n_by_n_matrix() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_linear_memory(case_for(prefix_sum_by_matrix))
    message = str(excinfo.value)
    assert message.startswith("[linear_memory] memory that grows faster than the problem: compiled for "
                              "prefix_sum_by_matrix(x=array([1., 1., ..., 1., 1.], dtype=float32)) (not run), the program needs ")
    assert "times what a problem 20 times smaller needs. Something of size n x n is built" in message


def test_linear_memory_needs_two_calls_in_the_spec() -> None:
    case = case_for(prefix_sum)
    bare = dataclasses.replace(case, spec=dataclasses.replace(case.spec, memory_calls=()))
    with pytest.raises(RuntimeError, match="the `linear_memory` check needs two `memory_calls`"):
        check_linear_memory(bare)


WALK_SIZES = (Call((np.float32(0.5), 1_000)), Call((np.float32(0.5), 20_000)))


def walk_by_scan(scale, n_steps):
    return jnp.cumsum(jnp.full((n_steps,), scale))


def walk_by_python_loop(scale, n_steps):
    steps = [scale * jnp.float32(i % 3) for i in range(n_steps)]  # one copy of the step per iteration, unrolled
    return jnp.cumsum(jnp.stack(steps))


def walk_case(function) -> Case:
    spec = ExerciseSpec(f"toy.{function.__name__}", reference=lambda s, n: np.cumsum(np.full(n, s)),
                        memory_calls=WALK_SIZES)
    return Case.standalone(function, spec, checks=("linear_memory",), static=("n_steps",))


def test_a_program_the_same_size_for_every_size_is_compiled_and_measured() -> None:
    check_linear_memory(walk_case(walk_by_scan))


def test_a_program_that_grows_with_its_size_argument_fails_before_anything_is_compiled(monkeypatch) -> None:
    from autograder.checks import memory

    compiled: list[object] = []
    monkeypatch.setattr(memory, "_memory", lambda *a: compiled.append(a) or (0, 1, ""))
    with pytest.raises(CheckFailure) as excinfo:
        check_linear_memory(walk_case(walk_by_python_loop))
    assert str(excinfo.value).startswith(
        "[linear_memory] a program that grows with the problem: traced for walk_by_python_loop(scale=np.float32(0.5), "
        "n_steps=500) it has ")
    assert "A Python loop over the size is unrolled into the program" in str(excinfo.value)
    assert compiled == []  # nothing compiled, not even the small problem
