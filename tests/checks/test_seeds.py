"""Seeded verdicts (grading/seeds.py): what a check draws is the same on every run, and its verdict too."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path
from typing import Any

import jax.numpy as jnp
import numpy as np
import pytest
from hypothesis import strategies as st

from autograder.checks.correctness import check_values, for_generated_inputs
from autograder.grading import seeds
from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.engine.exercise import grade_check
from autograder.grading.outcome import Outcome
from autograder.grading.strategies import float_arrays

ROOT = Path(__file__).resolve().parents[2]
INPUTS = st.builds(lambda x: Call((x,)), float_arrays((4,), 0, 10))


def toy(function: Any, exercise_id: str = "toy.double") -> Case:
    spec = ExerciseSpec(exercise_id, reference=lambda x: 2 * np.asarray(x), inputs=INPUTS,
                        edge_cases=(Call((np.ones(4, np.float32),)),), examples=20)
    return Case.standalone(function, spec, checks=("values",))


def drawn(case: Case, check: str = "values") -> list[bytes]:
    seen: list[bytes] = []
    for_generated_inputs(case, 20, lambda call: seen.append(np.asarray(call.args[0]).tobytes()), check)
    return seen


def test_generated_inputs_are_the_same_on_every_run_and_differ_between_exercises_and_checks() -> None:
    case = toy(lambda x: 2 * x)
    first = drawn(case)
    assert len(set(first)) > 10  # still varied within a run
    assert drawn(case) == first
    assert drawn(toy(lambda x: 2 * x, "toy.other")) != first
    assert drawn(case, "other_check") != first


def test_next_seed_repeats_per_check_and_differs_between_checks() -> None:
    with seeds.checking("toy.draws", "law"):
        first = [seeds.next_seed() for _ in range(4)]
    with seeds.checking("toy.draws", "law"):
        assert [seeds.next_seed() for _ in range(4)] == first
    with seeds.checking("toy.draws", "moments"):
        assert [seeds.next_seed() for _ in range(4)] != first
    assert len(set(first)) == 4


def wrong_above(limit: float) -> Any:
    def double(x):  # wrong only where an element is above `limit`: a borderline flaw
        return jnp.where(x > limit, 0.0, 2 * x)
    return double


def verdict(function: Any) -> Outcome:
    return grade_check(lambda: toy(function), "values").outcome


@pytest.mark.parametrize("limit", [9.9, 9.99])  # fresh inputs: each fails in 40-60% of runs
def test_a_borderline_flaw_gets_the_same_verdict_on_every_run(limit: float) -> None:
    """Flaws that fresh inputs catch only sometimes: five runs, one verdict."""
    verdicts = {verdict(wrong_above(limit)) for _ in range(5)}
    assert len(verdicts) == 1, verdicts


def test_a_flaw_the_inputs_reach_still_fails_with_its_message() -> None:
    with pytest.raises(Exception) as failure:
        check_values(toy(wrong_above(5.0)))
    assert "wrong values for double(x=array(" in str(failure.value)


def fingerprint() -> str:
    return hashlib.sha256(b"".join(drawn(toy(lambda x: 2 * x)))).hexdigest()


def test_another_process_draws_the_same_inputs() -> None:
    """The seed depends on the grader's version, the exercise and the check, not on the process."""
    script = "import sys; sys.path.insert(0, 'tests/checks'); from test_seeds import fingerprint; print(fingerprint())"
    other = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT)
    assert other.stdout.strip() == fingerprint()


_VERIFICATION = """
import hashlib, sys
sys.path.insert(0, 'tests/checks')
if sys.argv[1] == 'more-modules':
    import test_seeds  # noqa: F401 - more 'local' source whose constants Hypothesis would otherwise draw from
import numpy as np
from autograder.batch.timed import verification_inputs
from autograder.course.manifest import load_course
from autograder.engine.registry import spec_for
course = load_course()
spec = spec_for(course.exercise('jit.standardize'), course)
calls = verification_inputs(spec.inputs, 60, 1234, 'jit.standardize')
digest = hashlib.sha256()
for call in calls:
    for value in call.args:
        digest.update(np.asarray(value).tobytes())
print(digest.hexdigest())
"""


def test_the_batch_verification_draws_the_same_inputs_in_every_process() -> None:
    """Shards of one batch (one secret seed, other parents) verify on the same inputs, whatever else they loaded."""
    runs = [subprocess.run([sys.executable, "-c", _VERIFICATION, flavour], capture_output=True, text=True, check=True,
                           cwd=ROOT).stdout.strip() for flavour in ("plain", "more-modules", "plain")]
    assert len(set(runs)) == 1 and len(runs[0]) == 64, runs


def test_a_function_that_fails_once_and_then_passes_fails_with_its_first_failure_said_so() -> None:
    """Hypothesis calls a failing input again; a function whose answer depends on earlier calls passes it then
    (Hypothesis's FlakyFailure): the check fails with the first failure, not with a grader error."""
    calls = [0]

    def warms_up(x):
        calls[0] += 1
        return 2 * x + (1 if calls[0] == 1 else 0)  # the very first answer is off

    result = grade_check(lambda: toy(warms_up), "values")
    assert result.outcome is Outcome.FAILED
    assert result.message.startswith("[values] wrong values for ")
    assert result.message.endswith("Called again on the same input it gave another answer: its result depends on "
                                   "what earlier calls did (a global it changes, a JAX switch it leaves on).")
    steady = grade_check(lambda: toy(lambda x: 2 * x), "values")
    assert steady.outcome is Outcome.PASSED


def test_other_draws_belong_to_the_thread_that_asked() -> None:
    """The batch's parent verifies submissions in threads, each drawing from its secret seed (`other_draws`): one
    thread's salt never reaches another's draws, and nothing is left changed after."""
    import threading

    def first_seed(salt: str | None) -> int:
        if salt is None:
            with seeds.checking("toy.f", "law"):
                return seeds.next_seed()
        with seeds.other_draws(salt), seeds.checking("toy.f", "law"):
            return seeds.next_seed()

    plain, salted = first_seed(None), first_seed("verified7")
    assert plain != salted
    inside, entered, seen = threading.Event(), threading.Event(), {}

    def holder() -> None:  # holds its salt while the other thread draws
        with seeds.other_draws("verified7"):
            entered.set()
            inside.wait(10)
            with seeds.checking("toy.f", "law"):
                seen["holder"] = seeds.next_seed()

    thread = threading.Thread(target=holder)
    thread.start()
    entered.wait(10)
    seen["other"] = first_seed(None)
    inside.set()
    thread.join(10)
    assert seen == {"holder": salted, "other": plain}
    assert first_seed(None) == plain
