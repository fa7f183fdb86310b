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
"""

from __future__ import annotations

import argparse
import difflib
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, TextIO

from autograder.course.manifest import Course, Exercise, ManifestError, load_course
from autograder.student.progress import (
    Grade,
    HintLedger,
    ProgressCache,
    definition_span,
    exercise_fingerprint,
    first_run,
    is_untouched_stub,
    read_source,
    stub_source,
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


class Style:
    """Terminal colour, on only when the stream is a terminal and NO_COLOR is unset."""

    _CODES = {"green": "32", "red": "31", "yellow": "33", "dim": "2", "bold": "1", "cyan": "36"}

    def __init__(self, stream: TextIO) -> None:
        self.colour = (
            stream.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM", "") != "dumb"
        )
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
        self.unicode = encoding == "utf8"

    def paint(self, text: str, colour: str) -> str:
        """`text` in `colour` (one of green, red, yellow, dim, bold, cyan) when colour is on."""
        return f"\033[{self._CODES[colour]}m{text}\033[0m" if self.colour else text

    def mark(self, state: str) -> str:
        """The one-character mark of an exercise's state, coloured."""
        marks = {"done": ("✓", "+", "green"), "failing": ("✗", "x", "red"), "todo": ("·", ".", "dim"),
                 "unchecked": ("?", "?", "yellow")}
        fancy, plain, colour = marks[state]
        return self.paint(fancy if self.unicode else plain, colour)


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
# Where the student stands


@dataclass
class Standing:
    """One exercise's state: done, failing, todo (the untouched stub) or unchecked (changed since graded)."""

    exercise: Exercise
    state: str
    grade: Grade | None = None


def target_folder(course: Course) -> Path:
    """The folder `jaxcourse` grades: the course's `exercises/`."""
    return course.root / "exercises"


def survey(course: Course, cache: ProgressCache) -> list[Standing]:
    """Every exercise's standing, from the cache and the files only (no grading)."""
    standings = []
    target = target_folder(course)
    for topic in course.topics:
        path = target / topic.module_file
        source = read_source(path)
        stub: str | None = None
        for exercise in topic.exercises:
            grade = cache.get(exercise.id, exercise_fingerprint(source, exercise, topic))
            if grade is not None:
                standings.append(Standing(exercise, "done" if grade.done else "failing", grade))
                continue
            if stub is None:
                stub = stub_source(course, topic) or ""
            untouched = source is None or is_untouched_stub(source, stub, exercise)  # a missing file scores 0 too
            state = "todo" if untouched else "unchecked"
            standings.append(Standing(exercise, state))
    return standings


def current_exercise(standings: list[Standing]) -> Exercise | None:
    """The first exercise, in teaching order, that is not done."""
    return next((s.exercise for s in standings if s.state != "done"), None)


def location(course: Course, exercise: Exercise) -> str:
    """`exercises/NN_topic/topic.py:LINE` of the exercise's function, relative to the course."""
    topic = course.topic(exercise.topic)
    path = target_folder(course) / topic.module_file
    shown = str(path.relative_to(course.root))
    try:
        span = definition_span(path.read_text(), exercise.function)
    except OSError:
        span = None
    return f"{shown}:{span[0]}" if span else shown


# ---------------------------------------------------------------------------------------------
# Grading


def grade_in_process(course: Course, exercises: Iterable[Exercise], cache: ProgressCache,
                     progress: TextIO | None = None) -> list[Grade]:
    """Grade `exercises` here, one topic file import each, and cache the grades.

    The grading modules import JAX, so they are imported only when something is graded.
    """
    from autograder.course.submission import Submission
    from autograder.grading.exercise import grade_exercise
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


def describe_grade(grade: Grade, exercise: Exercise, style: Style, where: str) -> list[str]:
    """A grade as the student reads it: a verdict line, then the first failure and the first hint."""
    total = len(grade.passed) + len(grade.failed)
    if grade.done:
        head = f"{style.mark('done')} {style.paint(exercise.id, 'bold')}  {grade.score}/{grade.points} points, all {total} checks pass"
        lines = [head]
    else:
        head = f"{style.mark('failing')} {style.paint(exercise.id, 'bold')}  {grade.score}/{grade.points} points, {len(grade.failed)} of {total} checks fail  ({where})"
        lines = [head]
        lines.extend(f"    {line}" for line in (grade.first_failure or "").splitlines())
        lines.append(f"    {style.paint('Hint 1:', 'cyan')} {exercise.hints[0]}")
        lines.append(f"    More help: `jaxcourse hint {exercise.function}`")
    lines.extend(f"    (not graded here: {reason})" for _, reason in grade.not_graded)
    return lines


def describe_todo(course: Course, exercise: Exercise, style: Style) -> list[str]:
    """The next exercise, not started yet: where it is and what to do."""
    return [
        f"{style.mark('todo')} {style.paint(exercise.id, 'bold')}  not started: write it in {location(course, exercise)}",
        f"    (read its docstring; `jaxcourse hint {exercise.function}` helps)",
    ]


def next_line(course: Course, standings: list[Standing], style: Style) -> str:
    """Where to go next, or the end of the course."""
    upcoming = current_exercise(standings)
    if upcoming is None:
        return style.paint("Every exercise passes all its checks. Well done.", "green")
    return f"Next: {style.paint(upcoming.id, 'bold')}  {location(course, upcoming)}"


# ---------------------------------------------------------------------------------------------
# The table


def status_lines(course: Course, standings: list[Standing], style: Style, advice: bool = True) -> list[str]:
    """Points and exercises done per topic, the current topic's exercises, and what is next.

    Args:
        advice: end with the commands that help with the next exercise.
    """
    by_id = {s.exercise.id: s for s in standings}
    width = max(len(f"{t.folder}  {t.title}") for t in course.topics)
    lines = [style.paint(f"{'topic':<{width}}  {'done':>7}  {'points':>7}", "bold")]
    earned_total = done_total = 0
    for topic in course.topics:
        topic_standings = [by_id[e.id] for e in topic.exercises]
        done = sum(1 for s in topic_standings if s.state == "done")
        earned = sum(s.exercise.points for s in topic_standings if s.state == "done")
        earned_total += earned
        done_total += done
        row = f"{topic.folder + '  ' + topic.title:<{width}}  {done:>3}/{len(topic.exercises):<3}  {earned:>3}/{topic.points:<3}"
        if done == len(topic.exercises):
            row = style.paint(row, "green")
        elif any(s.state == "failing" for s in topic_standings):
            row = style.paint(row, "yellow")
        lines.append(row)
    total_points = sum(t.points for t in course.topics)
    lines.append(style.paint(f"{'total':<{width}}  {done_total:>3}/{len(course.exercises):<3}  {earned_total:>3}/{total_points:<3}", "bold"))
    upcoming = current_exercise(standings)
    if upcoming is not None:
        topic = course.topic(upcoming.topic)
        marks = "  ".join(f"{style.mark(by_id[e.id].state)} {e.function}" for e in topic.exercises)
        lines += ["", f"{topic.folder}:  {marks}"]
        if any(s.state == "unchecked" for s in standings):
            lines.append(f"({style.mark('unchecked')} changed since it was last graded: `jaxcourse check NAME`)")
    lines += ["", next_line(course, standings, style)]
    if upcoming is not None and advice:
        lines.append("`jaxcourse check` grades it, `jaxcourse hint` gives a hint, `jaxcourse watch` grades on every save.")
    return lines


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


def hint_lines(exercise: Exercise, shown: int, style: Style) -> list[str]:
    """The first `shown` hints of `exercise`, numbered, and whether more are left."""
    lines = [style.paint(f"Hints for {exercise.id} ({shown} of {len(exercise.hints)}):", "bold")]
    lines += [f"  {number}. {hint}" for number, hint in enumerate(exercise.hints[:shown], start=1)]
    if shown < len(exercise.hints):
        lines.append(f"  (ask again for hint {shown + 1})")
    else:
        lines.append("  (that was the last hint; the function's docstring says exactly what to return)")
    return lines


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
    from autograder.batch.batch import add_commands as add_batch_commands

    add_batch_commands(commands, adapt=lambda command: lambda course, arguments, out: command(arguments))
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
