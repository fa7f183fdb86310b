"""`jaxcourse`: the student's command (status, check, hint, watch, reset).

    jaxcourse status              progress per topic and the next exercise
    jaxcourse check [NAME]        grade the next exercise, or one exercise or topic
    jaxcourse hint [EXERCISE]     one more hint each time it is asked
    jaxcourse watch               re-grade the current exercise on every save
    jaxcourse reset EXERCISE      put the original stub of one function back

The course is the folder holding `course.yml`, found from the working directory upwards
(else the installed course); its `exercises/` are graded. Grades come from grading the files
(see `autograder/student/progress.py` for what is cached, and where). `check` and `status` grade in
this process; `watch` grades in a fresh, pre-started process per save (`autograder/student/watch.py`).
What both show is made in `autograder/student/view.py`. The instructor's commands (`grade`,
`merge`) are not here: they are `python -m autograder`'s.
"""

from __future__ import annotations

import argparse
import difflib
import os
import sys
from pathlib import Path
from typing import Iterable, TextIO

from autograder.course.manifest import Course, Exercise, ManifestError, load_course
from autograder.course.stubs import definition_span
from autograder.student.progress import (
    Grade,
    HintLedger,
    ProgressCache,
    exercise_fingerprint,
    first_run,
    read_source,
    stub_source,
)
from autograder.student.view import (
    Style,
    current_exercise,
    describe_grade,
    hint_lines,
    location,
    next_line,
    status_lines,
    survey,
    target_folder,
)

WELCOME = """\
Welcome to {title}.

The work loop:
  1. `jaxcourse status` shows where you are and the next exercise.
  2. Open its file under exercises/, read the docstring, write the function.
  3. `jaxcourse check` grades it; or leave `jaxcourse watch` running, which grades on every save.
  4. Stuck? `jaxcourse hint` shows one more hint each time you ask.
Your progress comes from grading your files, nothing else. `jaxcourse --help` lists every command.
"""


class UnknownName(Exception):
    """A name that is no exercise or topic; the message lists the closest valid names."""


# ---------------------------------------------------------------------------------------------
# Finding the course and naming exercises


def find_course_root(start: Path) -> Path | None:
    """The nearest folder at or above `start` holding `course.yml` and `exercises/`."""
    for folder in (start, *start.parents):
        if (folder / "course.yml").is_file() and (folder / "exercises").is_dir():
            return folder
    return None


def open_course() -> Course:
    """`$JAXCOURSE_ROOT`'s course, else the one around the working directory, else the installed one.

    The root found is put in `$JAXCOURSE_ROOT`, so that the grading modules (and the watch's
    grading processes) read the same course.yml.
    """
    setting = os.environ.get("JAXCOURSE_ROOT")
    root = Path(setting) if setting else find_course_root(Path.cwd().resolve())
    if root is None:
        return load_course()
    os.environ["JAXCOURSE_ROOT"] = str(root)
    return load_course(root / "course.yml")


def resolve(course: Course, name: str) -> list[Exercise]:
    """The exercises `name` stands for: an exercise id or function name, or a topic id or folder.

    Raises:
        UnknownName: listing the closest valid names.
    """
    by_name: dict[str, list[Exercise]] = {}
    canonical: dict[str, str] = {}  # every accepted name -> the id shown in suggestions
    for topic in course.topics:
        by_name[topic.id] = by_name[topic.folder] = list(topic.exercises)
        canonical[topic.id] = canonical[topic.folder] = topic.id
    functions: dict[str, list[Exercise]] = {}
    for exercise in course.exercises:
        by_name[exercise.id] = [exercise]
        canonical[exercise.id] = exercise.id
        functions.setdefault(exercise.function, []).append(exercise)
    for function, exercises in functions.items():
        canonical.setdefault(function, exercises[0].id)
        if len(exercises) == 1 and function not in by_name:
            by_name[function] = exercises
    if name in by_name:
        return by_name[name]
    close = difflib.get_close_matches(name, list(canonical), n=8, cutoff=0.5)
    suggestions = list(dict.fromkeys(canonical[match] for match in close))[:3]
    shown = [exercise.id for exercise in functions.get(name, [])] or suggestions
    advice = f" Did you mean {', '.join(shown)}?" if shown else " `jaxcourse status` lists the topics."
    raise UnknownName(f"No exercise or topic called {name!r}.{advice}")


# ---------------------------------------------------------------------------------------------
# Grading


def grade_in_process(course: Course, exercises: Iterable[Exercise], cache: ProgressCache,
                     progress: TextIO | None = None) -> list[Grade]:
    """Grade `exercises` here, one topic file import each, and cache the grades.

    The grading modules import JAX, so they are imported only when something is graded.
    """
    from autograder.grading.submission import Submission
    from autograder.engine.exercise import grade_exercise
    from autograder.grading.jax_setup import (
        enable_compilation_cache,
        share_lowering_context,
    )

    enable_compilation_cache()
    share_lowering_context()
    submission = Submission(target_folder(course))
    grades = []
    for exercise in exercises:
        topic = course.topic(exercise.topic)
        path = submission.path(topic)
        fingerprint = exercise_fingerprint(read_source(path), exercise, topic)
        if progress is not None:
            progress.write(f"grading {exercise.id} ...\n")
            progress.flush()
        grade = Grade.from_result(grade_exercise(exercise.id, submission, course))
        if exercise_fingerprint(read_source(path), exercise, topic) == fingerprint:  # not changed meanwhile
            cache.put(grade, fingerprint)
        grades.append(grade)
    return grades


# ---------------------------------------------------------------------------------------------
# Commands


def _status(course: Course, arguments: argparse.Namespace, out: TextIO) -> int:
    cache = ProgressCache(course)
    style = Style(out)
    standings = survey(course, cache)
    changed = [s.exercise for s in standings if s.state == "unchecked"]
    if changed and not arguments.cached:
        sys.stderr.write(f"{len(changed)} exercise(s) changed since last graded; grading them.\n")
        grade_in_process(course, changed, cache, progress=sys.stderr)
        standings = survey(course, cache)
    for line in status_lines(course, standings, style):
        print(line, file=out)
    return 0


def _check(course: Course, arguments: argparse.Namespace, out: TextIO) -> int:
    cache = ProgressCache(course)
    style = Style(out)
    if arguments.name:
        exercises = resolve(course, arguments.name)
    else:
        upcoming = current_exercise(survey(course, cache))
        if upcoming is None:
            print(next_line(course, survey(course, cache), style), file=out)
            return 0
        exercises = [upcoming]
    grades = grade_in_process(course, exercises, cache)
    for grade, exercise in zip(grades, exercises):
        for line in describe_grade(grade, exercise, style, location(course, exercise)):
            print(line, file=out)
    if all(grade.done for grade in grades):
        print(next_line(course, survey(course, cache), style), file=out)
        return 0
    return 1


def _hint(course: Course, arguments: argparse.Namespace, out: TextIO) -> int:
    style = Style(out)
    if arguments.exercise:
        exercises = resolve(course, arguments.exercise)
        if len(exercises) > 1:
            raise UnknownName(f"{arguments.exercise!r} is a topic; ask for one exercise, e.g. `jaxcourse hint {exercises[0].id}`.")
        exercise = exercises[0]
    else:
        exercise = current_exercise(survey(course, ProgressCache(course)))
        if exercise is None:
            print("Every exercise passes; no hint needed.", file=out)
            return 0
    for line in hint_lines(exercise, HintLedger().next(exercise), style):
        print(line, file=out)
    return 0


def _reset(course: Course, arguments: argparse.Namespace, out: TextIO) -> int:
    exercises = resolve(course, arguments.exercise)
    if len(exercises) > 1:
        raise UnknownName(f"{arguments.exercise!r} is a topic; reset one exercise at a time, e.g. `jaxcourse reset {exercises[0].id}`.")
    exercise = exercises[0]
    topic = course.topic(exercise.topic)
    path = target_folder(course) / topic.module_file
    stub = stub_source(course, topic)
    stub_span = definition_span(stub, exercise.function) if stub is not None else None
    if stub is None or stub_span is None:
        print(f"The original stub of {exercise.id} cannot be made: solutions/{topic.module_file} is missing.", file=out)
        return 1
    stub_lines = stub.splitlines(keepends=True)[stub_span[0] - 1 : stub_span[1]]
    source = path.read_text() if path.is_file() else ""
    span = definition_span(source, exercise.function) if source else None
    if source and span is None:
        print(f"{path.relative_to(course.root)} does not parse, or has no `{exercise.function}` at the top level; "
              "fix the syntax error first (python shows the line), then reset.", file=out)
        return 1
    if not arguments.yes:
        answer = ask(f"Replace your {exercise.function} in {path.relative_to(course.root)} with the original stub? "
                     "Your version of that function is lost. [y/N] ")
        if answer.strip().lower() not in {"y", "yes"}:
            print("Nothing changed.", file=out)
            return 1
    lines = source.splitlines(keepends=True)
    if span is None:
        new_lines = stub.splitlines(keepends=True)
    else:
        new_lines = lines[: span[0] - 1] + stub_lines + lines[span[1] :]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(new_lines))
    print(f"{exercise.id} is the original stub again ({location(course, exercise)}); the rest of the file is unchanged.", file=out)
    return 0


def ask(question: str) -> str:
    """Ask on the terminal; an answer that cannot be read is an empty one (no)."""
    try:
        return input(question)
    except EOFError:
        return ""


def _watch(course: Course, arguments: argparse.Namespace, out: TextIO) -> int:
    from autograder.student.watch import watch

    return watch(course, out, timeout=arguments.timeout)


# ---------------------------------------------------------------------------------------------
# Entry points


def build_parser() -> argparse.ArgumentParser:
    """The `jaxcourse` argument parser, with help text for every command."""
    parser = argparse.ArgumentParser(
        prog="jaxcourse",
        description="Work through the JAX course: see your progress, grade an exercise, get hints, "
                    "or leave `watch` running while you edit. With no command: status.",
        epilog="An exercise is named by its id (arrays.set_diagonal) or function (set_diagonal); "
               "a topic by its id (arrays) or folder (01_arrays).",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    status = commands.add_parser("status", help="progress per topic and the next exercise",
                                 description="Points and exercises done per topic, and the next exercise to do. "
                                             "Exercises whose file changed since they were last graded are graded first.")
    status.add_argument("--cached", action="store_true", help="grade nothing; show changed exercises as '?'")
    status.set_defaults(run=_status)
    check = commands.add_parser("check", help="grade the next exercise, or one exercise or topic",
                                description="Grade exercises now and show each failure with a hint. "
                                            "Exit code 0 when everything graded passes, 1 otherwise.")
    check.add_argument("name", nargs="?", help="exercise (set_diagonal, arrays.set_diagonal) or topic (arrays); "
                                               "default: the next exercise to do")
    check.set_defaults(run=_check)
    hint = commands.add_parser("hint", help="one more hint for an exercise each time you ask",
                               description="Show the hints of an exercise seen so far plus one more. "
                                           "The last hint comes close to the answer.")
    hint.add_argument("exercise", nargs="?", help="the exercise (default: the next exercise to do)")
    hint.set_defaults(run=_hint)
    watch = commands.add_parser("watch", help="re-grade the current exercise every time you save",
                                description="Grade the current exercise whenever its file is saved and move to "
                                            "the next when it passes. Keys: h hint, l list, c check now, q quit.")
    watch.add_argument("--timeout", type=float, default=300.0, metavar="SECONDS",
                       help="stop a grading run that takes longer (default 300)")
    watch.set_defaults(run=_watch)
    reset = commands.add_parser("reset", help="put the original stub of one exercise back",
                                description="Replace one function in your exercise file by its original stub, "
                                            "after asking. The rest of the file is left as it is.")
    reset.add_argument("exercise", help="the exercise to reset, e.g. set_diagonal")
    reset.add_argument("-y", "--yes", action="store_true", help="do not ask")
    reset.set_defaults(run=_reset)
    return parser


def main(argv: list[str] | None = None, out: TextIO | None = None) -> int:
    """Run one `jaxcourse` command; returns the exit code."""
    out = out or sys.stdout
    parser = build_parser()
    arguments = parser.parse_args(argv)
    if arguments.command is None:
        arguments = parser.parse_args(["status"])
    try:
        course = open_course()
        if first_run():
            print(WELCOME.format(title=course.title or "the JAX course"), file=out)
        return arguments.run(course, arguments, out)
    except UnknownName as error:
        print(str(error), file=sys.stderr)
        return 2
    except ManifestError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("", file=out)
        return 130


def console_main() -> None:
    """The `jaxcourse` console script: run, flush, and leave without the interpreter's teardown.

    Tearing down an interpreter that has loaded JAX takes about a second (thread pools, XLA's
    client, thousands of modules); nothing is left to do after the output is flushed.
    """
    try:
        code = main()
    except SystemExit as leaving:  # argparse's --help and usage errors
        code = leaving.code if isinstance(leaving.code, int) else (0 if leaving.code is None else 2)
    except BrokenPipeError:  # `jaxcourse status | head`
        os._exit(0)
    except BaseException:
        import traceback

        traceback.print_exc()
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


if __name__ == "__main__":
    console_main()
