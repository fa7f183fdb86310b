"""The check a lesson notebook's test cell calls: `check("arrays.set_diagonal")`.

A test cell grades one exercise of the `.py` file beside the notebook (the kernel's working
folder) with the same checks as `pytest autograder`, prints a few lines of feedback (the
score, the first failure, the hint) and returns the score. The cell's value is what
nbgrader's autograde reads as partial credit: a number between 0 and the cell's points.

Two rules come from nbgrader: a test cell that writes anything to stderr scores zero, so
everything the checks (and JAX, and the student's code) write there is swallowed, at the
file-descriptor level too; and the cell must not raise for a wrong answer, so a failure is
feedback and a score of 0, never an exception.

The file is imported afresh on every call, so a student who edits the `.py` and re-runs
the cell is graded on what the file holds now. Generated inputs are seeded by the grader's
version, the exercise and the check (grading/seeds.py): the cell tries the inputs `pytest
autograder` and batch grading try, also under `nbgrader autograde` (`NBGRADER_EXECUTION=autograde`),
so the student's own run and the instructor's give one verdict.

Example (a notebook cell beside `arrays.py`):
    from autograder.student.notebook import check
    check("arrays.set_diagonal")
"""

from __future__ import annotations

import contextlib
import copy
import inspect
import io
import logging
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterator

import jax

from autograder.course.manifest import Topic, load_course
from autograder.grading.submission import Submission
from autograder.engine.exercise import ExerciseResult, grade_exercise
from autograder.engine.feedback import Verdict, Wording, hint_text, render
from autograder.grading import termination
from autograder.grading.jax_setup import enable_compilation_cache

CELL_WORDING = Wording(  # what docs/students.md shows a check cell printing
    passed="{exercise}: {score}/{points} points, all {graded} checks pass.",
    failed="{exercise}: {score}/{points} points ({failed} of {graded} checks failed).",
    hint="Hint: {hint}",
    not_graded="(not graded here: {reason})",
    closing=("Edit {topic}.py, save it, and run this cell again.",),
    none_graded="{exercise}: {score}/{points} points: none of its checks could be graded here.",
)


class FolderSubmission(Submission):
    """A topic's exercise file `<topic>.py` in one folder (the notebook's), whatever the folder is called.

    Args:
        folder: the folder holding `arrays.py`, `prng.py`, ... (a notebook's working folder).
    """

    def path(self, topic: Topic) -> Path:
        """`<folder>/<topic id>.py`."""
        return self.target / f"{topic.id}.py"


@contextlib.contextmanager
def swallowed_output() -> Iterator[None]:
    """Discard everything written to stdout and stderr, including at stderr's file descriptor.

    Python-level writes (print, warnings, logging handlers writing to the current stderr)
    go to a buffer; C-level writes to file descriptor 2 (XLA, absl) go to a temporary file.
    Both are dropped: a notebook's test cell must show only the check's feedback.
    """
    original_stderr = sys.stderr
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    buffer = io.StringIO()
    loggers = [logging.getLogger()] + [
        logger for logger in logging.Logger.manager.loggerDict.values() if isinstance(logger, logging.Logger)
    ]
    redirected = [
        handler
        for logger in loggers
        for handler in logger.handlers
        if isinstance(handler, logging.StreamHandler) and getattr(handler, "stream", None) is original_stderr
    ]
    saved_fd = os.dup(2)
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        for handler in redirected:
            handler.setStream(buffer)
        try:
            with contextlib.redirect_stderr(buffer), contextlib.redirect_stdout(buffer):
                yield
        finally:
            for handler in redirected:
                handler.setStream(original_stderr)
            os.dup2(saved_fd, 2)
            os.close(saved_fd)


def feedback(result: ExerciseResult) -> str:
    """What a test cell prints: the score, then the first failure and the hint when it failed."""
    exercise = result.exercise
    verdict = Verdict.of(result)
    return "\n".join(render(verdict, CELL_WORDING, hint=hint_text(verdict, exercise), topic=exercise.topic))


def grade(exercise_id: str, folder: Path | str | None = None, only: tuple[str, ...] = ()) -> ExerciseResult:
    """Run every check of `exercise_id` on the `.py` file in `folder`, silently.

    Args:
        exercise_id: a course.yml id, e.g. `arrays.set_diagonal`.
        folder: where `<topic>.py` is; the working folder (the notebook's) when omitted.
        only: run only these checks (the author's `stability` command times one check this way).

    Returns:
        The exercise's result; the file is imported afresh, so edits since the last call count.

    Raises:
        KeyError: no such exercise in course.yml (an author's mistake in the notebook).
    """
    course = load_course()
    course.exercise(exercise_id)  # an unknown id raises before any output is swallowed
    submission = FolderSubmission(Path(folder) if folder is not None else Path.cwd())
    with swallowed_output():
        enable_compilation_cache()
        return grade_exercise(exercise_id, submission, course, only)


def try_it(function: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Call one of your functions from a notebook cell; an error is printed in one line, not raised.

    So that "Run All" goes on past a function that is not written yet, and past one that never
    finishes: the call is stopped as a check stops one (grading/termination.py). A Python loop
    that never ends is stopped after the check budget (`DEFAULT_BUDGET_S`, scaled off the CPU), and
    a compiled `while_loop` that never ends (XLA's, which nothing stops once it runs) is found by
    running the call's program once with its loops capped before the call is made: where a `.py`
    file in the working folder, or the function's own, names `while_loop` or `fori_loop`.

    Example:
        >>> try_it(set_diagonal, jnp.zeros((3, 3)), 7.0)
    """
    name = getattr(function, "__name__", "the function")
    files = _student_files(function)
    seconds = termination.budget_seconds(None, jax.default_backend())
    try:
        with termination.deadline(seconds):
            if termination.uses_compiled_loops(files):
                termination.probe(function, *_own_copies(args, kwargs))
            return function(*args, **kwargs)
    except NotImplementedError:
        print(f"{name} is not written yet: write it in its .py file, save, run this cell again.")
    except termination.NeverEnds as reason:
        print(f"{name} never finishes on these arguments: {reason}. Look at what the loop's condition does on them: "
              "which value must change for it to turn false, and does it?")
    except termination.OutOfTime as stopped:
        where = termination.student_line(stopped, files)
        print(f"{name} did not finish within {seconds:g} s{', stopped at ' + where if where else ''}. "
              "A loop that never ends, or far more work than this call needs?")
    except Exception as error:  # the student's code may raise anything
        print(f"{name} raised {type(error).__name__}: {error}")
    return None


def _student_files(function: Callable[..., Any]) -> set[Path]:
    """The `.py` files in the working folder (a notebook's, where the student's files are), and `function`'s own."""
    files = set(Path.cwd().glob("*.py"))
    with contextlib.suppress(TypeError, OSError, ValueError):  # a builtin, a callable object, a cycle of wrappers
        source = inspect.getsourcefile(inspect.unwrap(function))
        if source is not None:
            files.add(Path(source))
    return files


def _own_copies(args: tuple, kwargs: dict) -> tuple[tuple, dict]:
    """Copies of the arguments for the loop probe, which calls the function once more: it may change them."""
    try:
        return copy.deepcopy(args), copy.deepcopy(kwargs)
    except Exception:  # noqa: BLE001 - what cannot be copied is traced as it is: tracing changes no array
        return args, kwargs


def check(exercise_id: str, folder: Path | str | None = None) -> int:
    """Grade one exercise, print its feedback, and return its score (nbgrader's partial credit).

    Args:
        exercise_id: a course.yml id, e.g. `arrays.set_diagonal`.
        folder: where `<topic>.py` is; the working folder (the notebook's) when omitted.

    Returns:
        The points earned: all the exercise's points when every check passes, else 0.

    Example:
        >>> check("arrays.set_diagonal")
        arrays.set_diagonal: 2/2 points, all 6 checks pass.
        2
    """
    result = grade(exercise_id, folder)
    print(feedback(result))
    return result.score
