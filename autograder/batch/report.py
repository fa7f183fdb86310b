"""The class report: `report.html`, one page that shows an instructor how the class did.

`write_report` reads the complete saved states the gradebook is written from
(autograder/batch/state.py) and writes one self-contained file: the plots are inline SVG drawn
with matplotlib, the style sheet is in the page, nothing is fetched and no script runs. It shows

- the class at a glance: submissions, mean and median total, full marks and zero counts;
- the score distribution per topic (a histogram per topic, and one of the totals);
- the pass rate per exercise (it passes when it earns all its points), in course.yml's order;
- per exercise, the most common first failing check (the first failure in course.yml's order,
  as the student's feedback shows it: what stopped the student) with one example message;
- the points lost to the sandbox rather than to the student's logic: the exercises that one of
  the batch's pseudo-checks (`SANDBOX_CHECKS`) failed, told apart by the check's name;
- the wall seconds each submission took to grade (the state's `seconds`: starting workers, untimed
  checks, verifying outputs, timed checks).

Caveats: checks run in a fixed order, so "first failing" favours the checks listed first (a
wrong value is reported by `values` before a discipline check can fail). A `verified` or
`speedup` check that failed because its worker hung counts as that check, not as a sandbox
loss: only the pseudo-checks' names say the sandbox ended an exercise. States saved before the
batch recorded `seconds` are shown as not recorded. The page holds the date it was written and
measured seconds, so two runs that give the same gradebook give different reports. Text in the
plots stays text, in DejaVu Sans (matplotlib's font) or, where a viewer lacks it, the next
sans-serif font the SVG names.
matplotlib is imported only when a report is written (it takes about half a second); figures
are `Figure` objects, not pyplot's, so no global backend or open figure is left behind.
"""

from __future__ import annotations

import html
import io
import itertools
import math
import re
import statistics
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from autograder.course.files import atomic_write
from autograder.course.manifest import Course, Exercise, Topic
from autograder.engine.exercise import ExerciseResult
from autograder.engine.gradebook import Gradebook
from autograder.grading.outcome import Outcome

REPORT = "report.html"
SANDBOX_CHECKS = {  # pseudo-checks the batch records (events.py, batch.py) -> what ended the exercise
    "limits": "hang, crash or broken limit",
    "time limit": "submission ran out of time",
    "import": "topic file did not import",
    "grader": "the grader failed (regraded next run)",
}
PHASES = ("untimed", "timed")  # a state's `seconds`: each phase's wall time; the untimed one also split up
UNTIMED_PARTS = ("startup", "checks", "verify")  # ... into these (states saved before that record none)
TIME_SEGMENTS = {  # a bar's segments, bottom up -> legend
    "startup": "starting workers",
    "checks": "untimed checks",
    "verify": "verifying outputs",
    "other": "untimed, not split up",
    "timed": "timed checks",
}
MESSAGE_CHARACTERS = 360
LOSS_ROWS = 30
COLORS = {"bar": "#3f6fa8", "median": "#222222", "startup": "#a9c1de", "checks": "#3f6fa8", "verify": "#4f9a6a",
          "other": "#9aa3b0", "timed": "#e08a2c"}
TOPIC_COLORS = ["#3f6fa8", "#4f9a6a", "#c07a2c", "#8a5aa8", "#b8464b", "#3a9aa5", "#8c7a4a", "#6a6a6a"]
PLOT_STYLE = {
    "svg.fonttype": "none",  # text stays text: smaller, sharp, searchable
    "text.parse_math": False,  # a `$` in a student's name is a dollar sign
    "font.size": 9,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.titlesize": 9.5,
    "axes.titleweight": "bold",
}


@dataclass
class ClassResults:
    """The class's graded exercises, per student, read from saved states."""

    course: Course
    books: dict[str, Gradebook]  # student -> gradebook, by name
    seconds: dict[str, dict[str, float]]  # student -> wall seconds per `TIME_SEGMENTS` (empty: not recorded)
    tampering: list[Tampering] = field(default_factory=list)

    @classmethod
    def of(cls, course: Course, states: list[dict[str, Any]]) -> ClassResults:
        books: dict[str, Gradebook] = {}
        seconds: dict[str, dict[str, float]] = {}
        for state in sorted(states, key=lambda s: s["student"]):
            books[state["student"]] = Gradebook.of_checks(course, state["exercises"], state["checks"])
            seconds[state["student"]] = _recorded_seconds(state.get("seconds"))
        return cls(course, books, seconds, tampering_found(course, states))

    @property
    def exercises(self) -> list[Exercise]:
        """The exercises anyone was graded on, in course.yml's order."""
        return [e for e in self.course.exercises if any(e.id in book.results for book in self.books.values())]

    @property
    def topics(self) -> list[Topic]:
        graded = {e.topic for e in self.exercises}
        return [t for t in self.course.topics if t.id in graded]

    def graded(self, exercise: Exercise) -> list[tuple[str, ExerciseResult]]:
        """(student, result) for each student graded on `exercise`."""
        return [(s, book.results[exercise.id]) for s, book in self.books.items() if exercise.id in book.results]

    def scores(self, topic: Topic | None = None) -> tuple[list[int], int]:
        """Each student's points in `topic` (all topics: None), and the most points anyone could earn there."""
        scores, most = [], 0
        for book in self.books.values():
            results = [r for r in book.graded() if topic is None or r.exercise.topic == topic.id]
            scores.append(sum(r.score for r in results))
            most = max(most, sum(r.exercise.points for r in results))
        return scores, most


def _recorded_seconds(found: Any) -> dict[str, float]:
    """A state's grading time as `TIME_SEGMENTS` (seconds each); empty when it recorded no phase.

    Older states have no `seconds`, or the untimed phase alone, not split up.
    """
    if not isinstance(found, dict):
        return {}
    seconds = {
        name: float(value) for name, value in found.items()
        if name in (*PHASES, *UNTIMED_PARTS) and isinstance(value, (int, float)) and math.isfinite(value) and value >= 0
    }
    if not any(phase in seconds for phase in PHASES):
        return {}
    parts = {name: seconds.get(name, 0.0) for name in UNTIMED_PARTS}
    other = max(0.0, seconds.get("untimed", 0.0) - sum(parts.values()))
    return {**parts, "other": other, "timed": seconds.get("timed", 0.0)}


def write_report(course: Course, out: Path, states: list[dict[str, Any]]) -> Path:
    """Write `out/report.html` from the complete saved states (none: a page that says so); returns its path."""
    results = ClassResults.of(course, states)
    written = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    if not results.books:
        nothing = ("<p>No graded submissions yet: there is nothing to report. Grade a class with "
                   "<code>python -m autograder grade SUBMISSIONS --out DIR</code>.</p>")
        sections = [nothing]
    else:
        sections = [
            _at_a_glance(results), _score_section(results), _pass_rate_section(results),
            _first_failure_section(results), _tampering_section(results), _sandbox_section(results),
            _timing_section(results),
        ]
    path = Path(out) / REPORT
    atomic_write(path, _page(course.title, written, sections))
    return path


# -- the page ------------------------------------------------------------------------------------
CSS = """
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#1d2330;
 background:#f4f5f7;margin:0}
main{max-width:1120px;margin:0 auto;padding:28px 32px 48px}
h1{font-size:26px;margin:0 0 4px}h2{font-size:19px;margin:0 0 6px}
.meta,.note{color:#5a6170;font-size:13.5px;margin:4px 0 12px}
section{background:#fff;border:1px solid #e1e4ea;border-radius:10px;padding:20px 24px;margin:18px 0}
.tiles{display:flex;flex-wrap:wrap;gap:12px;margin:0}
.tile{flex:1 1 130px;border:1px solid #e1e4ea;border-radius:8px;padding:10px 14px;background:#fafbfc}
.tile b{display:block;font-size:24px}.tile span{color:#5a6170;font-size:13px}
figure{margin:8px 0 0}figure svg{max-width:100%;height:auto;display:block}
table{border-collapse:collapse;font-size:13.5px;margin:10px 0 14px}table.wide{width:100%}
th{text-align:left;color:#5a6170;font-weight:600;border-bottom:2px solid #e1e4ea;padding:6px 8px}
td{border-bottom:1px solid #eef0f3;padding:6px 8px;vertical-align:top}
td.number,th.number{text-align:right;white-space:nowrap}
td.id,td.who,td.check{font-weight:600}td.who{white-space:nowrap}td.id{min-width:12em}
td.message{font:12.5px/1.4 ui-monospace,"DejaVu Sans Mono",monospace;white-space:pre-wrap;word-break:break-word;
 color:#333;background:#fbf7f2;min-width:360px}td.text{max-width:200px}
code{font:13px ui-monospace,"DejaVu Sans Mono",monospace}.good{color:#2e7d4f}
"""


def _page(title: str, written: str, sections: list[str]) -> str:
    heading = html.escape(f"Class report: {title}")
    return (
        f"<!DOCTYPE html>\n<html lang=en>\n<head>\n<meta charset=utf-8>\n<title>{heading}</title>\n"
        f"<meta name=viewport content=\"width=device-width, initial-scale=1\">\n<style>{CSS}</style>\n</head>\n"
        f"<body><main>\n<h1>{heading}</h1>\n<p class=meta>Written {html.escape(written)} from the saved grades "
        f"(<code>.state/</code>); <code>grades.csv</code> and <code>feedback/</code> hold each student's details.</p>\n"
        + "\n".join(sections) + "\n</main></body>\n</html>\n"
    )


def _section(anchor: str, title: str, *parts: str) -> str:
    return f"<section id={anchor}>\n<h2>{html.escape(title)}</h2>\n" + "\n".join(parts) + "\n</section>"


def _note(text: str) -> str:
    return f"<p class=note>{html.escape(text)}</p>"


def _table(header: list[str], rows: list[list[Any]], classes: list[str]) -> str:
    """An HTML table, every cell escaped; `classes` names each column's kind (see CSS): "text", "number",
    "id" (an exercise id, which may wrap after a dot), "who" (a student), "check" or "message"."""
    head = "".join(f"<th class={kind}>{html.escape(h)}</th>" for h, kind in zip(header, classes))

    def cell(value: Any, kind: str) -> str:
        text = html.escape(str(value))
        return f"<td class={kind}>{text.replace('.', '.<wbr>') if kind == 'id' else text}</td>"

    body = "\n".join("<tr>" + "".join(cell(v, c) for v, c in zip(row, classes)) + "</tr>" for row in rows)
    wide = " class=wide" if "message" in classes else ""
    return f"<table{wide}>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n</tbody>\n</table>"


def _trim(text: str, limit: int = MESSAGE_CHARACTERS) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _number(value: float) -> str:
    return f"{value:.1f}".removesuffix(".0")


# -- the sections --------------------------------------------------------------------------------
def _at_a_glance(results: ClassResults) -> str:
    totals, most = results.scores()
    lost = sum(loss.exercise.points for loss in _sandbox_losses(results))
    tiles = [
        (str(len(totals)), "submissions"),
        (f"{_number(statistics.mean(totals))} / {most}", "mean total"),
        (f"{_number(statistics.median(totals))} / {most}", "median total"),
        (str(sum(1 for t in totals if t == most)), "full marks"),
        (str(sum(1 for t in totals if t == 0)), "zero points"),
        (str(lost), "points lost to timeouts and crashes"),
        (str(len(results.tampering)), "exercises lost to tampering"),
    ]
    cells = "".join(f"<div class=tile><b>{html.escape(value)}</b><span>{html.escape(label)}</span></div>"
                    for value, label in tiles)
    topics = ", ".join(f"{t.folder} ({t.title})" for t in results.topics)
    return _section("glance", "At a glance", f"<div class=tiles>{cells}</div>",
                    _note(f"{len(results.exercises)} exercises graded, in {topics}."))


def _score_section(results: ClassResults) -> str:
    limit = 40 if len(results.topics) > 1 else 80  # a title fits a panel's width
    panels = [(_trim(f"{t.folder}: {t.title}", limit), TOPIC_COLORS[i % len(TOPIC_COLORS)], *results.scores(t))
              for i, t in enumerate(results.topics)]
    if len(panels) > 1:
        panels.insert(0, ("All topics (total)", COLORS["bar"], *results.scores()))
    columns = min(3, len(panels))
    rows = math.ceil(len(panels) / columns)

    def draw(figure: Any) -> None:
        axes = list(figure.subplots(rows, columns, squeeze=False).flat)
        for ax, panel in zip(axes, panels):
            _histogram(ax, *panel)
        for ax in axes[len(panels):]:
            ax.set_visible(False)

    width = 6.0 if columns == 1 else 3.6 * columns
    plot = _plot("Score distribution per topic", (width, 0.4 + 2.5 * rows), draw)
    return _section("scores", "Scores per topic", plot,
                    _note("Students per score; the dashed line is the median."))


def _histogram(ax: Any, title: str, color: str, scores: list[int], most: int) -> None:
    from matplotlib.ticker import MaxNLocator

    if most <= 30:  # one bar per possible score
        counts = Counter(scores)
        ax.bar(range(most + 1), [counts.get(x, 0) for x in range(most + 1)], width=0.8, color=color)
        ax.set_xlim(-0.7, most + 0.7)
    else:
        ax.hist(scores, bins=20, range=(0, most), color=color, edgecolor="white")
    ax.axvline(statistics.median(scores), color=COLORS["median"], linestyle="--", linewidth=1)
    ax.set_title(title, loc="left")
    ax.set_xlabel(f"points (of {most})")
    ax.set_ylabel("students")
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))


def _pass_rate_section(results: ClassResults) -> str:
    exercises = results.exercises
    topic_index = {t.id: i for i, t in enumerate(results.topics)}
    counts = []
    for exercise in exercises:
        graded = results.graded(exercise)
        counts.append((sum(1 for _, r in graded if r.score == exercise.points), len(graded)))

    def draw(figure: Any) -> None:
        from matplotlib.ticker import PercentFormatter

        ax = figure.subplots()
        rates = [100 * passed / graded for passed, graded in counts]
        colors = [TOPIC_COLORS[topic_index[e.topic] % len(TOPIC_COLORS)] for e in exercises]
        ax.barh(range(len(exercises)), rates, color=colors, height=0.7)
        ax.set_yticks(range(len(exercises)), labels=[e.id for e in exercises])
        for y, (rate, (passed, graded)) in enumerate(zip(rates, counts)):
            ax.text(rate + 1.5, y, f"{rate:.0f}%  ({passed}/{graded})", va="center", fontsize=8)
        for y, (before, after) in enumerate(itertools.pairwise(exercises), start=1):
            if before.topic != after.topic:
                ax.axhline(y - 0.5, color="#c9ced8", linewidth=0.8)
        ax.set_xlim(0, 118)
        ax.set_xticks(range(0, 101, 25))
        ax.xaxis.set_major_formatter(PercentFormatter())
        ax.set_ylim(len(exercises) - 0.5, -0.5)  # course order, top down
        ax.set_xlabel("students who earned all the exercise's points")

    plot = _plot("Pass rate per exercise", (9.0, 0.7 + 0.27 * len(exercises)), draw)
    return _section("pass-rate", "Pass rate per exercise", plot,
                    _note("In course order, one colour per topic. An exercise passes when every check that ran passed."))


def _first_failure_section(results: ClassResults) -> str:
    rows = []
    for exercise in results.exercises:
        graded = results.graded(exercise)
        firsts = [(student, *result.failures_in_order[0]) for student, result in graded if result.failed]
        if not firsts:
            continue
        counts = Counter(check for _, check, _ in firsts)
        order = {name: index for index, name in enumerate(exercise.checks)}
        ranked = sorted(counts, key=lambda name: (-counts[name], order.get(name, len(order)), name))
        check = ranked[0]
        student, _, example = next(first for first in firsts if first[1] == check)
        others = ", ".join(f"{name} ({counts[name]})" for name in ranked[1:4]) or "-"
        others += f", {len(ranked) - 4} more" if len(ranked) > 4 else ""
        rows.append([exercise.id, f"{len(firsts)} of {len(graded)}", check, counts[check], others,
                     f"{student}: {_trim(example)}"])
    if not rows:
        return _section("first-failures", "What stopped students",
                        "<p class=good>Every student passed every exercise graded.</p>")
    table = _table(["Exercise", "Failed", "Most common first failure", "Stopped", "Other first failures",
                    "Example message"], rows, ["id", "number", "check", "number", "text", "message"])
    return _section("first-failures", "What stopped students",
                    _note("Per exercise, the check that failed first (the one the student's feedback leads with), "
                          "how many students it stopped, and what it told one of them: what the class misunderstands."),
                    table)


TAMPERING_CHECKS = {  # the parent's own pseudo-checks (batch.py's `source_tampering`, events.py's `on_tampering`)
    "tampering": "source",  # read in the files the parent holds
    "tampering at run time": "run time",  # told by the worker's audit hook as it happened
}

@dataclass(frozen=True)
class Tampering:
    """An exercise whose code reached the grader's own machinery: in its source (the parent read it) or at run time
    (the worker's audit hook saw it)."""

    student: str
    exercise: Exercise
    where: str  # "source" or "run time"
    message: str


def tampering_found(course: Course, states: list[dict[str, Any]]) -> list[Tampering]:
    """Every exercise of every complete state that tampering cost: the parent's own pseudo-checks, its source findings first."""
    found = []
    for state in sorted(states, key=lambda s: s["student"]):
        for exercise_id, checks in state["checks"].items():
            found_here = [r for r in checks if r.outcome is Outcome.FAILED and r.check in TAMPERING_CHECKS]
            if found_here:
                first = min(found_here, key=lambda r: list(TAMPERING_CHECKS).index(r.check))  # the source first
                where = TAMPERING_CHECKS[first.check]
                found.append(Tampering(state["student"], course.exercise(exercise_id), where, first.message))
    return found


def _tampering_section(results: ClassResults) -> str:
    title = "Tampering"
    found = results.tampering
    if not found:
        return _section("tampering", title, "<p class=good>None: no submission's code reached the grader's own "
                                            "machinery (its modules, frames, objects, file descriptors or hooks).</p>")
    rows = [[t.student, t.exercise.id, t.where, t.exercise.points, _trim(t.message, 300)] for t in found[:LOSS_ROWS]]
    more = _note(f"… and {len(found) - LOSS_ROWS} more: see tampering.csv.") if len(found) > LOSS_ROWS else ""
    return _section(
        "tampering", title,
        _note(f"{len({t.student for t in found})} students' code reached the grader's own machinery instead of "
              "computing its answers, read in the source by the grader itself or seen while it ran: each such exercise "
              "scores 0. Worth a look: honest code needs none of it."),
        _table(["Student", "Exercise", "Found in", "Points", "Finding"], rows, ["who", "id", "text", "number", "message"]),
        more,
    )


@dataclass(frozen=True)
class SandboxLoss:
    """An exercise the sandbox, not the student's logic, ended (a failed pseudo-check of `SANDBOX_CHECKS`)."""

    student: str
    exercise: Exercise
    check: str
    message: str


def _sandbox_losses(results: ClassResults) -> list[SandboxLoss]:
    losses = []
    for student, book in results.books.items():
        for result in book.graded():
            found = [r for r in result.checks if r.check in SANDBOX_CHECKS and r.outcome is Outcome.FAILED]
            if found:
                losses.append(SandboxLoss(student, result.exercise, found[0].check, found[0].message))
    return losses


def _sandbox_section(results: ClassResults) -> str:
    title = "Points lost to timeouts and crashes"
    losses = _sandbox_losses(results)
    if not losses:
        return _section("sandbox", title, "<p class=good>None: no exercise hung, crashed, broke a limit or failed to "
                                          "import, and no submission ran out of time.</p>")
    summary = []
    for check, meaning in SANDBOX_CHECKS.items():
        found = [loss for loss in losses if loss.check == check]
        if found:
            summary.append([meaning, check, len({loss.student for loss in found}), len(found),
                            sum(loss.exercise.points for loss in found)])
    details = [[loss.student, loss.exercise.id, loss.check, loss.exercise.points, _trim(loss.message, 240)]
               for loss in losses[:LOSS_ROWS]]
    more = _note(f"… and {len(losses) - LOSS_ROWS} more: see feedback/.") if len(losses) > LOSS_ROWS else ""
    return _section(
        "sandbox", title,
        _note("Exercises the sandbox ended rather than the student's logic: these students lost the exercise's points."),
        _table(["What happened", "Check", "Students", "Exercises", "Points lost"], summary,
               ["text", "check", "number", "number", "number"]),
        _table(["Student", "Exercise", "Check", "Points", "Message"], details, ["who", "id", "text", "number", "message"]),
        more,
    )


def _timing_section(results: ClassResults) -> str:
    title = "Grading time per submission"
    recorded = sorted(((s, found) for s, found in results.seconds.items() if found),
                      key=lambda item: (-sum(item[1].values()), item[0]))
    if not recorded:
        return _section("timing", title, _note("Not recorded: the saved states hold no grading times."))
    names = [student for student, _ in recorded]
    totals = [sum(found.values()) for _, found in recorded]

    def draw(figure: Any) -> None:
        ax = figure.subplots()
        bottom = [0.0] * len(recorded)
        for segment, label in TIME_SEGMENTS.items():
            values = [found[segment] for _, found in recorded]
            if max(values) >= 0.005 * totals[0]:  # visible in some bar
                ax.bar(range(len(recorded)), values, bottom=bottom, color=COLORS[segment], label=label, width=0.75)
                bottom = [b + v for b, v in zip(bottom, values)]
        if len(recorded) <= 40:
            ax.set_xticks(range(len(recorded)), labels=names, rotation=0 if len(recorded) <= 8 else 60,
                          ha="center" if len(recorded) <= 8 else "right")
        else:
            ax.set_xticks([])
        ax.set_xlabel("submissions, slowest first")
        ax.set_ylabel("seconds")
        figure.legend(frameon=False, loc="outside upper left", ncols=3)

    missing = [s for s, found in results.seconds.items() if not found]
    text = (f"Median {_number(statistics.median(totals))} s, slowest {names[0]} ({_number(totals[0])} s). "
            "Untimed checks grade several submissions at once (--jobs), timed checks one at a time, so these add up "
            "to more than the run took.")
    if missing:
        names_missing = ", ".join(missing[:10]) + (", …" if len(missing) > 10 else "")
        text += f" Not recorded for {len(missing)} of {len(results.seconds)} ({names_missing})."
    width = max(6.0, min(9.0, 1.5 + 0.4 * len(recorded)))
    return _section("timing", title, _plot(title, (width, 3.2), draw), _note(text))


# -- plots -------------------------------------------------------------------------------------
def _plot(label: str, size: tuple[float, float], draw: Callable[[Any], None]) -> str:
    """A figure `draw` fills, as an inline <svg> element inside a <figure>; without matplotlib, a line saying so
    (the tables beside each plot hold its figures: a machine without it still gets the whole report)."""
    try:
        import matplotlib
        from matplotlib.figure import Figure
    except ImportError:
        return (f'<p class=note data-plot="{html.escape(label)}">{html.escape(label)}: not drawn, matplotlib is not '
                "installed where the batch ran (<code>pip install matplotlib</code>).</p>")

    with matplotlib.rc_context({**PLOT_STYLE, "svg.hashsalt": label}):  # ids stable, and unique per plot
        figure = Figure(figsize=size, layout="constrained")
        draw(figure)
        buffer = io.StringIO()
        figure.savefig(buffer, format="svg", metadata={"Date": None})
    svg = buffer.getvalue()
    svg = svg[svg.index("<svg"):]  # no XML prolog or DOCTYPE inside HTML
    svg = re.sub(r"\s*<metadata>.*?</metadata>", "", svg, flags=re.S)
    svg = re.sub(r'\s+xmlns(:\w+)?="[^"]*"', "", svg)  # HTML knows <svg>; no namespace URLs in the page
    svg = svg.replace("<svg", f'<svg role="img" aria-label="{html.escape(label)}"', 1)
    return f'<figure class=plot data-plot="{html.escape(label)}">\n{svg}</figure>'
