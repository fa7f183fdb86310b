"""What `jaxcourse` shows: where the student stands, a grade, the progress table, the hints.

Shared by the command (`autograder/student/cli.py`) and the watch (`autograder/student/watch.py`);
it reads the progress cache and the files, and grades nothing. This module does not import JAX.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from autograder.course.manifest import Course, Exercise
from autograder.course.stubs import definition_span
from autograder.engine.feedback import Wording, hint_for, render
from autograder.student.progress import (
    Grade,
    ProgressCache,
    exercise_fingerprint,
    is_untouched_stub,
    read_source,
    stub_source,
)

FINISHED = "Every exercise passes all its checks. Well done."
GRADE_WORDING = Wording(  # `jaxcourse check` and the watch
    passed="{done_mark} {name}  {score}/{points} points, all {graded} checks pass",
    failed="{failing_mark} {name}  {score}/{points} points, {failed} of {graded} checks fail  ({where})",
    hint="    {hint_label} {hint}",
    not_graded="    (not graded here: {reason})",
    indent="    ",
    closing=("    More help: `jaxcourse hint {function}`",),
    none_graded="{failing_mark} {name}  {score}/{points} points, none of its checks could be graded here",
)


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


def describe_grade(grade: Grade, exercise: Exercise, style: Style, where: str) -> list[str]:
    """A grade as the student reads it: a verdict line, then the first failure and the hint that belongs to it.

    Args:
        grade: the exercise's grade.
        exercise: its manifest entry.
        style: colour and marks for the terminal.
        where: the function's place (`location`), shown when it fails.
    """
    verdict = grade.verdict()
    number, hint = hint_for(verdict, exercise) or (0, None)
    return render(verdict, GRADE_WORDING, hint=hint, where=where, function=exercise.function,
                  name=style.paint(exercise.id, "bold"), done_mark=style.mark("done"),
                  failing_mark=style.mark("failing"), hint_label=style.paint(f"Hint {number}:", "cyan"))


def describe_todo(course: Course, exercise: Exercise, style: Style) -> list[str]:
    """The next exercise, not started yet: where it is and what to do."""
    if exercise.fixit:
        return [
            f"{style.mark('todo')} {style.paint(exercise.id, 'bold')}  not started: fix it in {location(course, exercise)}",
            f"    (it is broken the way JAX code breaks: `jaxcourse check {exercise.function}` shows how)",
        ]
    return [
        f"{style.mark('todo')} {style.paint(exercise.id, 'bold')}  not started: write it in {location(course, exercise)}",
        f"    (read its docstring; `jaxcourse hint {exercise.function}` helps)",
    ]


def next_line(course: Course, standings: list[Standing], style: Style) -> str:
    """Where to go next, or the end of the course."""
    upcoming = current_exercise(standings)
    if upcoming is None:
        return style.paint(FINISHED, "green")
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
# Hints


def hint_lines(exercise: Exercise, shown: int, style: Style) -> list[str]:
    """The first `shown` hints of `exercise`, numbered, and whether more are left."""
    lines = [style.paint(f"Hints for {exercise.id} ({shown} of {len(exercise.hints)}):", "bold")]
    lines += [f"  {number}. {hint}" for number, hint in enumerate(exercise.hints[:shown], start=1)]
    if shown < len(exercise.hints):
        lines.append(f"  (ask again for hint {shown + 1})")
    else:
        lines.append("  (that was the last hint; the function's docstring says exactly what to return)")
    return lines
