"""Grading one exercise in this process: the student's function as a `Case`, each check run
with JAX's switches restored, and the results gathered into an `ExerciseResult`.

`grade_check` is the one place a check is run and its result recorded: in-process grading,
the pytest partner process, the batch's workers and the stability measurements all call it.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable

import jax

from autograder.checks import tolerances
from autograder.checks.config import changed_since, float32_matmuls, left_changed_message, preserved_config, snapshot
from autograder.checks.memory import check_program_does_not_grow
from autograder.course.manifest import Course, Exercise, load_course
from autograder.grading.submission import Submission
from autograder.engine import on_devices
from autograder.grading import seeds
from autograder.grading.cases import Case, ExerciseSpec
from autograder.grading import tampering, termination
from autograder.grading.failures import CheckFailure, FailureKind, NotGraded
from autograder.grading.jax_setup import release_compiled_programs_if_crowded
from autograder.grading.outcome import CheckResult, CheckResults, Outcome
from autograder.engine.registry import check_for, spec_for


def make_case(submission: Submission, exercise: Exercise, spec: ExerciseSpec, course: Course) -> Case:
    """The student's function for `exercise`, ready for checks.

    Where the spec needs `cpu_devices` that this process lacks, the case names the file, and
    `run_check` grades the checks that need them in a child that has them (`on_devices.py`);
    when every check does, the module is not imported here at all.

    Raises:
        CheckFailure: the topic file is missing, does not import, or lacks the function.
    """
    topic = course.topic(exercise.topic)
    path = submission.path(topic)
    elsewhere = None
    if spec.cpu_devices and not on_devices.available_here(spec.cpu_devices):
        elsewhere = on_devices.Elsewhere(path, course.path, spec.cpu_devices)
        if not spec.device_checks:
            return Case(exercise, spec, _not_loaded_here, None, {path}, elsewhere=elsewhere)
    function, module = submission.function(topic, exercise)
    return Case(exercise, spec, function, module, {path}, elsewhere=elsewhere)


def _not_loaded_here(*args: object, **kwargs: object) -> None:
    raise RuntimeError("this exercise is graded in a process with more devices (`Case.elsewhere`)")


def run_check(case: Case, name: str) -> None:
    """Run one check; it raises `CheckFailure` or `NotGraded`, or returns when passed.

    Whatever the check draws is seeded by the exercise and the check (`seeds.checking`): the same
    inputs, keys and verdict on every run and in every path. Float32 matrix products are computed
    in float32 on every backend (`float32_matmuls`: TF32 on a GPU is not float32). JAX's global switches (x64, NaN
    debugging, transfer guards) must be as the check found them when it ends, or it fails, whatever the exercise;
    they are restored afterwards either way, so no
    student code can change how later checks, or other topics, compute; and a process that has
    loaded too many compiled programs drops them (`release_compiled_programs_if_crowded`). Comparisons
    use the tolerances measured for this exercise on this backend (checks/tolerances.py).
    """
    __tracebackhide__ = True
    if case.elsewhere is not None and case.spec.needs_devices(name):
        case.elsewhere.run_check(case.exercise.id, name)
        return
    in_source = _reaches_the_grader(case)
    stuck = termination.stuck_before(case.exercise.id, case.function)
    if stuck is not None:
        raise case.fail(name, f"not run: {stuck}", FailureKind.DID_NOT_FINISH)
    budget = termination.budget_seconds(case.exercise.budget, jax.default_backend())
    try:
        with termination.deadline(budget), preserved_config(), float32_matmuls(), \
                seeds.checking(case.exercise.id, name), tolerances.grading(case.exercise.id), \
                tampering.watching(case.student_files) as reached:
            try:
                found = snapshot()
                _program_must_not_grow(case, name)
                try:
                    check_for(case.exercise, case.spec, name)(case)
                except (CheckFailure, NotGraded):
                    _no_switch_left_changed(case, name, found)  # if one was, it is the cause of what the check found
                    raise
                _no_switch_left_changed(case, name, found)
            except (CheckFailure, NotGraded) as finding:
                if in_source is None and not reached:
                    raise
                _tampering(case, name, in_source, reached, str(finding))
            _tampering(case, name, in_source, reached)
    except termination.OutOfTime as stopped:
        where = termination.student_line(stopped, case.student_files)
        running = f"`{stopped.call_text}` was still running" if stopped.call_text else "your code was still running"
        message = (f"did not finish within {budget:g} s: {running}{', at ' + where if where else ''}. A loop that "
                   "never ends, or far more work than the exercise needs?")
        termination.remember_stuck(case.exercise.id, case.function, f"an earlier check {message}")
        raise case.fail(name, message, FailureKind.DID_NOT_FINISH) from None
    finally:
        release_compiled_programs_if_crowded()


def _no_switch_left_changed(case: Case, name: str, found: dict) -> None:
    """Fail `name` if a JAX switch is not as `found` had it: for any exercise, it changes every later computation."""
    left = changed_since(found)
    if left:
        raise case.fail(name, left_changed_message(name, left[0]))


def _tampering(case: Case, name: str, in_source: str | None, reached: list, found_too: str = "") -> None:
    """Fail the check when the code reaches the grader's machinery, in its source or while it ran (grading/tampering.py).

    The check runs all the same (what a submission does is contained where the batch grades it, and a student
    grading their own code harms no one else): what it found is kept in the message.
    """
    if in_source is None and not reached:
        return
    message = in_source if in_source is not None else tampering.run_time_message(reached)
    if in_source is not None and reached:
        message += " While it ran: " + tampering.run_time_message(reached).removeprefix("tampering: while it ran, ")
    if found_too:
        message += f" The check found too: {found_too}"
    raise case.fail(name, message, FailureKind.TAMPERING)


@lru_cache(maxsize=None)
def _exercise_functions(topic: str) -> frozenset[str]:
    """The functions of the topic's exercises (course.yml, read once per process)."""
    return frozenset(e.function for e in load_course().exercises if e.topic == topic)


def _reaches_the_grader(case: Case) -> str | None:
    """The message for what of the case's source reaches the grader's machinery (grading/tampering.py), or None."""
    functions = _exercise_functions(case.exercise.topic)
    for path in sorted(Path(file) for file in case.student_files):
        try:
            source = path.read_text()
        except (OSError, UnicodeDecodeError):
            continue
        found = tampering.exercise_findings(source, case.exercise.function, functions)
        if found:
            return tampering.message(found, path.name)
    return None


_program_sizes: dict[tuple[str, int], tuple[object, str | None]] = {}  # (exercise, id(function)) -> (function, finding)


def _program_must_not_grow(case: Case, name: str) -> None:
    """Before the other checks of an exercise with `memory_calls`, its program's size is looked at (checks/memory.py).

    A program that grows with its size argument (a Python loop unrolled) would make later checks compile it large,
    for minutes: they fail with that finding instead, and nothing large is compiled. `linear_memory` looks itself.
    """
    if not case.spec.memory_calls or name == "linear_memory":
        return
    key = (case.exercise.id, id(case.function))
    known = _program_sizes.get(key)
    if known is None or known[0] is not case.function:
        try:
            with seeds.checking(case.exercise.id, "linear_memory"):
                check_program_does_not_grow(case)
            known = (case.function, None)
        except CheckFailure as failure:
            known = (case.function, failure.message)
        _program_sizes[key] = known  # the function kept alive: its id is not reused
    if known[1] is not None:
        raise case.fail(name, f"not run: the `linear_memory` check finds {known[1]}", FailureKind.DID_NOT_FINISH)


def grade_check(case: Callable[[], Case], name: str, errors: str = "raise", who: str = "the function") -> CheckResult:
    """Run check `name` on the case `case()` makes, and record how it ended.

    Args:
        case: makes the student's function ready for checks (it raises `CheckFailure` when the
            topic file is missing or broken, which then fails this check with that reason).
        name: the check, as course.yml lists it.
        errors: what any other exception (a grader bug, or student code raising `SystemExit`
            past a check) becomes: "raise" lets it through, "error" returns an `ERROR`
            result, "fail" a `FAILED` one naming what was raised. Only "fail" (a sandboxed
            batch worker, where no one presses Ctrl-C) turns a `KeyboardInterrupt` into a result.
        who: the function's name, for the "fail" message (`[values] add_at raised SystemExit: 0.`).
    """
    try:
        run_check(case(), name)
    except CheckFailure as failure:
        return CheckResult(name, Outcome.FAILED, str(failure))
    except NotGraded as reason:
        return CheckResult(name, Outcome.NOT_GRADED, str(reason))
    except BaseException as error:  # noqa: BLE001 - reported as the caller asked
        if errors == "raise" or (isinstance(error, KeyboardInterrupt) and errors != "fail"):
            raise
        text = "".join(traceback.format_exception_only(type(error), error)).strip()[:2000]
        if errors == "fail":
            return CheckResult(name, Outcome.FAILED, f"[{name}] {who} raised {text}.")
        return CheckResult(name, Outcome.ERROR, text)
    return CheckResult(name, Outcome.PASSED)


@dataclass
class ExerciseResult(CheckResults):
    """The results of an exercise's checks.

    Attributes:
        exercise: the manifest entry.
        checks: one `CheckResult` per check graded, in the order they were recorded.
    """

    exercise: Exercise
    checks: list[CheckResult] = field(default_factory=list)

    def record(self, result: CheckResult) -> None:
        """Add one check's result."""
        self.checks.append(result)

    @property
    def score(self) -> int:
        """All the exercise's points when a check passed and none failed, else 0.

        A check not graded counts neither way, but it is no evidence either: an exercise none of
        whose checks could be measured (its checks all run in the eight-device child, and the
        child could not start) earns nothing, or a submission without the file would score there.
        """
        return self.exercise.points if self.passed and not self.failed else 0

    @property
    def failures_in_order(self) -> list[tuple[str, str]]:
        """The failed checks in course.yml's order."""
        order = {name: index for index, name in enumerate(self.exercise.checks)}
        return sorted(self.failed, key=lambda item: order.get(item[0], len(order)))

    @property
    def first_failure(self) -> str | None:
        """The message of the first failed check in course.yml's order."""
        failed = self.failures_in_order
        return failed[0][1] if failed else None


def grade_exercise(
    exercise_id: str, submission: Submission, course: Course | None = None, only: tuple[str, ...] = ()
) -> ExerciseResult:
    """Run every check of one exercise (or the checks named in `only`) in this process, without pytest.

    Returns:
        The `ExerciseResult`; a missing or broken topic file fails every check with its reason.
    """
    course = course or load_course()
    exercise = course.exercise(exercise_id)
    spec = spec_for(exercise, course)
    result = ExerciseResult(exercise)
    for name in [name for name in exercise.checks if not only or name in only]:
        result.record(grade_check(lambda: make_case(submission, exercise, spec, course), name))
    return result
