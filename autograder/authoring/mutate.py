"""`python -m autograder mutate`: how strong is each exercise's grading spec? Mutants of its reference, graded.

Method. For each exercise, the reference's region in `solutions/` (between `### BEGIN SOLUTION`
and `### STUB` or `### END SOLUTION`, inside the exercise's function, and the function's lines
marked `### SOLUTION LINE`, such as its `@jax.jit` decorator) is mutated once per
position each operator of `autograder/authoring/mutants.py` finds there: `a + b` to `a - b`,
`jnp.where(...)` to a Python `if`, a key reused, `block_until_ready` dropped, ... Each mutant
is the whole solution file with that one change, graded by the exercise's own spec, check by
check in course.yml's order with the timed checks last, until one fails:

- **killed**: a check failed (or raised): its name and the first line of its message are kept;
- **survived**: every check passed; the diff is kept. A survivor is a hole in the spec or an
  equivalent program; `autograder/specs/equivalent_mutants.txt` lists the reviewed equivalent
  ones, one line each with the reason, and those are reported as **equivalent**;
- **timed out**: grading it took over 5 times as long as the reference's grading (at least 5 s,
  at most `--timeout`): an endless loop. The worker is stopped and a fresh one started.

Before its mutants, the unmutated reference is graded: an exercise whose reference fails is
reported and its mutants skipped (they would all look killed).

Engine. The mutations are cosmic-ray's (8.x): its `Operator` classes and its
`mutate_code(code, operator, occurrence)` on parso trees, which keep the file's formatting, so
a survivor's diff reads like the author's code. Its session runner is not used: it runs a test
command in a subprocess per mutant (a pytest start, seconds each), and it knows nothing of
reference regions. mutmut 3 was the other candidate: it rewrites whole packages into
trampolined copies and runs pytest over them, which cannot grade one region of one file with
this grader's specs. So cosmic-ray supplies the operators and the mutation, this module the
selection and the grading.

Grading. `--jobs` long-lived worker processes (multiprocessing, `spawn`) each import JAX and
the specs once and grade mutant after mutant, each from a folder of its own (the mutant's
module gets a private name, as every target's does). A mutant runs in the worker's process,
not in a fork: JAX's runtime cannot be forked once started, and starting it per mutant costs a
second. What one mutant can leave behind is what any graded code can: JAX's switches are
restored after every check (`run_check`), compiled programs are dropped when they crowd the
process. A worker that dies or overruns is replaced.

Caveats: timed checks (`speedup`, the timing helpers) are graded as in any path, so a mutant
that only slows the reference down is killed only where the speed-up falls below the bar;
mutants are deduplicated by their code; an operator that finds nothing in a region adds nothing.
"""

from __future__ import annotations

import ast
import json
import multiprocessing
import os
import statistics
import shutil
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator

from autograder.course.manifest import Course, Exercise

EQUIVALENT_FILE = "autograder/specs/equivalent_mutants.txt"
# A mutant may take this many times as long as its reference took to grade (at least MIN_TIMEOUT
# seconds, at most `--timeout`) before it counts as timed out: an endless loop costs seconds, not a minute.
TIMEOUT_FACTOR, MIN_TIMEOUT = 5.0, 5.0
STARTUP_SECONDS = 300.0


@dataclass(frozen=True)
class Mutant:
    """One mutant of one exercise's reference."""

    exercise: str
    operator: str
    line: int  # in the solution file
    after: str  # the mutated line(s), stripped
    source: str = field(repr=False)  # the whole mutated file

    @property
    def key(self) -> str:
        """What names this mutant in the equivalent-mutants file: exercise, operator and the mutated line."""
        return f"{self.exercise} | {self.operator} | {self.after}"


@dataclass
class MutantResult:
    exercise: str
    operator: str
    line: int
    status: str  # killed | survived | equivalent | timed out
    check: str = ""
    message: str = ""
    diff: str = ""
    seconds: float = 0.0
    reason: str = ""  # why an equivalent mutant is equivalent


# --- finding mutants --------------------------------------------------------------------------


def solution_region(source: str, function: str) -> tuple[int, int] | None:
    """The lines strictly between `### BEGIN SOLUTION` and `### STUB`/`### END SOLUTION` in `function`'s body."""
    lines = source.splitlines()
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef) and node.name == function:
            body = range(node.lineno, (node.end_lineno or node.lineno) + 1)
            begin = next((n for n in body if lines[n - 1].strip() == "### BEGIN SOLUTION"), None)
            if begin is None:
                return None
            end = next((n for n in body if n > begin and lines[n - 1].strip() in ("### STUB", "### END SOLUTION")), None)
            return (begin, end or body[-1] + 1)
    return None


def reference_lines(source: str, function: str) -> set[int]:
    """The reference's lines of `function`: its solution region, and its lines marked `### SOLUTION LINE`.

    A marked line is the reference's own (the stub drops it): a decorator such as
    `@partial(jax.jit, static_argnames="axis")` on the exercise function is part of the answer.
    """
    region = solution_region(source, function)
    lines = set(range(region[0] + 1, region[1])) if region is not None else set()
    text = source.splitlines()
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef) and node.name == function:
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            lines |= {n for n in range(first, (node.end_lineno or node.lineno) + 1)
                      if text[n - 1].rstrip().endswith("### SOLUTION LINE")}
    return lines


def mutants_of(exercise: Exercise, source: str, operators: dict[str, Any]) -> list[Mutant]:
    """Every distinct mutant that `operators` make on `exercise`'s reference lines of `source` (`reference_lines`)."""
    from cosmic_ray.ast import ast_nodes, get_ast
    from cosmic_ray.mutating import mutate_code

    region = reference_lines(source, exercise.function)
    if not region:
        return []
    lines = source.splitlines()
    found: dict[str, Mutant] = {}
    for name, operator_class in operators.items():
        operator = operator_class()
        occurrence = 0
        for node in ast_nodes(get_ast(source)):
            for (start_line, _), _ in operator.mutation_positions(node):
                if start_line in region and not lines[start_line - 1].lstrip().startswith("#"):
                    mutated = mutate_code(source, operator, occurrence)
                    if mutated is not None and mutated != source and mutated not in found:
                        after = _changed_lines(source, mutated)
                        found[mutated] = Mutant(exercise.id, name, start_line, after, mutated)
                occurrence += 1
    return list(found.values())


def _changed(before: str, after: str) -> tuple[int, list[str], list[str]]:
    """Where two versions of a file differ: (first differing line's index, its old lines, its new lines).

    A mutant changes one place, so trimming the common head and tail is exact (difflib's matcher
    treats lines that recur often, such as `### END SOLUTION`, as junk and reports them changed).
    """
    a, b = before.splitlines(), after.splitlines()
    head = 0
    while head < min(len(a), len(b)) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and a[len(a) - 1 - tail] == b[len(b) - 1 - tail]:
        tail += 1
    return head, a[head:len(a) - tail], b[head:len(b) - tail]


def _changed_lines(before: str, after: str) -> str:
    return " / ".join(line.strip() for line in _changed(before, after)[2]) or "(lines removed)"


def diff(mutant: Mutant, original: str, path: str) -> str:
    """The mutant's change as a unified diff with one line of context."""
    head, old, new = _changed(original, mutant.source)
    lines = original.splitlines()
    above, below = lines[max(0, head - 1):head], lines[head + len(old):head + len(old) + 1]
    return "\n".join([f"--- a/{path}", f"+++ b/{path}",
                      f"@@ -{head + 1 - len(above)},{len(above) + len(old) + len(below)} "
                      f"+{head + 1 - len(above)},{len(above) + len(new) + len(below)} @@",
                      *(" " + line for line in above), *("-" + line for line in old), *("+" + line for line in new),
                      *(" " + line for line in below)])


# --- the reviewed equivalent mutants ---------------------------------------------------------


def load_equivalent(path: Path) -> dict[str, str]:
    """`exercise | operator | mutated line | reason` lines → {key: reason}; `#` starts a comment."""
    if not path.is_file():
        return {}
    equivalent = {}
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        parts = [part.strip() for part in line.split(" | ")]
        if len(parts) != 4 or not parts[3]:
            raise ValueError(f"{path}:{number}: write `exercise | operator | mutated line | reason`, got {line!r}")
        equivalent[" | ".join(parts[:3])] = parts[3]
    return equivalent


# --- grading in long-lived workers ----------------------------------------------------------


def grade_in_this_process(exercise_id: str, folder: str) -> dict[str, Any]:
    """Grade `exercise_id` on the target `folder`, checks in order (timed last), stopping at the first that fails."""
    from autograder.course.manifest import load_course
    from autograder.grading.submission import Submission
    from autograder.engine.exercise import grade_check, make_case
    from autograder.grading.outcome import Outcome
    from autograder.engine.registry import spec_for

    course = load_course()
    exercise = course.exercise(exercise_id)
    spec = spec_for(exercise, course)
    submission = Submission(Path(folder))
    timed = set(spec.timed_checks(exercise.checks))
    not_graded = []
    for check in sorted(exercise.checks, key=lambda name: name in timed):
        result = grade_check(lambda: make_case(submission, exercise, spec, course), check, errors="fail",
                             who=exercise.function)
        if result.outcome in (Outcome.FAILED, Outcome.ERROR):
            return {"status": "killed", "check": check, "message": result.message.strip().splitlines()[0][:300]}
        if result.outcome is Outcome.NOT_GRADED:
            not_graded.append(check)
    return {"status": "survived", "not_graded": not_graded}


def _serve(connection: Any) -> None:
    """A worker: grade (exercise, folder) requests until told to stop (None)."""
    from autograder.grading.jax_setup import enable_compilation_cache, share_lowering_context

    enable_compilation_cache()
    share_lowering_context()
    import autograder.engine.exercise  # noqa: F401 - JAX and the grader imported before the first clock starts

    connection.send("ready")
    while True:
        request = connection.recv()
        if request is None:
            return
        started = time.monotonic()
        try:
            reply = grade_in_this_process(*request)
        except BaseException as error:  # noqa: BLE001 - a mutant that breaks the worker's grading is killed by it
            reply = {"status": "killed", "check": "(grading)", "message": f"{type(error).__name__}: {error}"[:300]}
        reply["seconds"] = round(time.monotonic() - started, 3)
        connection.send(reply)


class Worker:
    """One long-lived grading process and its end of the pipe."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.connection, theirs = context.Pipe()
        self.process = context.Process(target=_serve, args=(theirs,), daemon=True)
        self.process.start()
        theirs.close()
        # Starting (Python, JAX, the grader) is not grading: a mutant's clock starts once the worker is ready.
        if not self.connection.poll(STARTUP_SECONDS) or self.connection.recv() != "ready":
            self.stop()
            raise RuntimeError(f"a mutant-grading worker did not start within {STARTUP_SECONDS} s")

    def grade(self, exercise_id: str, folder: str, timeout: float) -> dict[str, Any] | None:
        """The reply, or None when it took over `timeout` seconds or the worker died (it is then stopped)."""
        self.connection.send((exercise_id, folder))
        try:
            if self.connection.poll(timeout):
                return self.connection.recv()
        except (EOFError, OSError):
            pass
        self.stop()
        return None

    def stop(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)


def _work_items(course: Course, only: tuple[str, ...], operators: dict[str, Any], limit: int | None) -> Iterator[tuple[Exercise, str, list[Mutant]]]:
    for exercise in course.exercises:
        if only and exercise.id not in only and exercise.topic not in only:
            continue
        topic = course.topic(exercise.topic)
        source = (course.root / "solutions" / topic.module_file).read_text()
        found = mutants_of(exercise, source, operators)
        if limit is not None and len(found) > limit:
            step = len(found) / limit  # a fixed, even sample: the same mutants on every run
            found = [found[int(i * step)] for i in range(limit)]
        yield exercise, source, found


def run_mutants(course: Course, only: tuple[str, ...] = (), jobs: int = 2, timeout: float = 60.0,
                operators: dict[str, Any] | None = None, limit: int | None = None,
                report: Any = None, equivalent_file: Path | None = None) -> dict[str, Any]:
    """Grade every mutant of the selected exercises; per exercise, what became of each.

    `equivalent_file` lists the reviewed equivalent mutants (default: the course's `EQUIVALENT_FILE`).
    """
    import threading
    from queue import Empty, Queue

    from autograder.authoring.mutants import OPERATORS

    operators = operators or OPERATORS
    equivalent = load_equivalent(equivalent_file or course.root / EQUIVALENT_FILE)
    scratch = Path(tempfile.mkdtemp(prefix="jaxcourse-mutants-"))
    tasks: Queue = Queue()
    results: dict[str, dict[str, Any]] = {}
    lock = threading.Lock()
    for exercise, source, found in _work_items(course, only, operators, limit):
        topic = course.topic(exercise.topic)
        reference_folder = scratch / f"{exercise.id}-reference"
        (reference_folder / topic.folder).mkdir(parents=True)
        (reference_folder / topic.module_file).write_text(source)
        results[exercise.id] = {"mutants": len(found), "reference": None, "results": []}
        tasks.put((exercise, source, None, reference_folder))
        for index, mutant in enumerate(found):
            folder = scratch / f"{exercise.id}-{index}"
            (folder / topic.folder).mkdir(parents=True)
            (folder / topic.module_file).write_text(mutant.source)
            tasks.put((exercise, source, mutant, folder))

    def work() -> None:
        worker = Worker()
        try:
            while True:
                try:
                    exercise, source, mutant, folder = tasks.get_nowait()
                except Empty:
                    return
                with lock:
                    reference = results[exercise.id]["reference"]
                if mutant is not None and reference is not None and reference["status"] != "survived":
                    continue  # the reference itself fails: its mutants say nothing
                limit = timeout if reference is None else min(timeout, max(MIN_TIMEOUT, TIMEOUT_FACTOR * reference["seconds"]))
                reply = worker.grade(exercise.id, str(folder), limit)
                if reply is None:
                    worker = Worker()
                    reply = {"status": "timed out", "seconds": limit}
                with lock:
                    if mutant is None:
                        results[exercise.id]["reference"] = reply
                        continue
                    result = MutantResult(exercise.id, mutant.operator, mutant.line, reply["status"],
                                          reply.get("check", ""), reply.get("message", ""), seconds=reply["seconds"])
                    if result.status == "survived":
                        path = course.topic(exercise.topic).module_file
                        result.diff = diff(mutant, source, f"solutions/{path}")
                        if mutant.key in equivalent:
                            result.status, result.reason = "equivalent", equivalent[mutant.key]
                        else:
                            result.message = mutant.key
                    results[exercise.id]["results"].append(result)
                    if report is not None:
                        report(result)
        finally:
            if worker.process.is_alive():
                worker.connection.send(None)
            worker.stop()

    # The references go first in the queue order above; with several jobs a mutant may start before
    # its reference's verdict is in, which costs time, never a wrong verdict.
    threads = [threading.Thread(target=work) for _ in range(max(1, jobs))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    shutil.rmtree(scratch, ignore_errors=True)  # every mutant's folder: a whole-course run writes about 900
    return results


def changed_exercises(course: Course, since: str) -> tuple[str, ...]:
    """The exercises whose topic's solution file or grading spec changed since git revision `since`.

    Raises:
        ValueError: git could not compare (not a checkout, or no such revision).
    """
    import subprocess

    done = subprocess.run(["git", "diff", "--name-only", since, "--", "solutions", "autograder/specs"],
                          cwd=course.root, capture_output=True, text=True)
    if done.returncode != 0:
        raise ValueError(f"git diff {since}: {done.stderr.strip() or 'failed'}")
    return exercises_of_files(course, done.stdout.split())


def exercises_of_files(course: Course, paths: Iterable[str]) -> tuple[str, ...]:
    """The exercises of every topic whose solution file or grading spec is among `paths` (relative to the course)."""
    changed = {Path(path).as_posix() for path in paths}
    return tuple(exercise.id for exercise in course.exercises
                 if f"solutions/{course.topic(exercise.topic).module_file}" in changed
                 or f"autograder/specs/{exercise.topic}.py" in changed)


# --- the report ---------------------------------------------------------------------------------


def summary(results: dict[str, dict[str, Any]]) -> tuple[list[str], dict[str, Any]]:
    """Lines to print and a JSON-ready dict: per exercise killed / survived / equivalent / timed out."""
    lines = [f"{'exercise':<32} {'mutants':>7} {'killed':>6} {'survived':>8} {'equivalent':>10} {'timed out':>9}  score"]
    payload: dict[str, Any] = {"exercises": {}}
    seconds = []
    for exercise_id, entry in results.items():
        rows: list[MutantResult] = entry["results"]
        counts = {status: sum(1 for r in rows if r.status == status) for status in ("killed", "survived", "equivalent", "timed out")}
        seconds += [r.seconds for r in rows if r.status != "timed out"]
        reference = entry["reference"] or {"status": "not graded"}
        graded = counts["killed"] + counts["survived"] + counts["timed out"]
        score = f"{(counts['killed'] + counts['timed out']) / graded:.0%}" if graded else "-"
        if reference["status"] != "survived":
            score = f"reference fails: {reference.get('check', '')}"
        lines.append(f"{exercise_id:<32} {entry['mutants']:>7} {counts['killed']:>6} {counts['survived']:>8} "
                     f"{counts['equivalent']:>10} {counts['timed out']:>9}  {score}")
        payload["exercises"][exercise_id] = {**counts, "mutants": entry["mutants"], "reference": reference,
                                             "results": [asdict(r) for r in sorted(rows, key=lambda r: r.line)]}
    total = {status: sum(e[status] for e in payload["exercises"].values()) for status in ("killed", "survived", "equivalent", "timed out")}
    payload["total"] = total
    payload["median_seconds_per_mutant"] = round(statistics.median(seconds), 3) if seconds else None
    lines.append(f"{'all':<32} {sum(e['mutants'] for e in payload['exercises'].values()):>7} {total['killed']:>6} "
                 f"{total['survived']:>8} {total['equivalent']:>10} {total['timed out']:>9}")
    lines.append(f"median {payload['median_seconds_per_mutant']} s of grading per mutant")
    survivors = [r for e in results.values() for r in e["results"] if r.status == "survived"]
    if survivors:
        lines.append(f"\n{len(survivors)} survivors (a hole in the spec, or an equivalent program to list in {EQUIVALENT_FILE}):")
        for r in sorted(survivors, key=lambda r: (r.exercise, r.line)):
            lines.append(f"\n{r.message}\n{r.diff}")
    return lines, payload


def main(course: Course, only: tuple[str, ...], jobs: int, timeout: float, json_file: str | None, limit: int | None,
         operator_names: Iterable[str] | None = None, equivalent_file: str | None = None,
         changed_since: str | None = None) -> int:
    """The `mutate` command; exit 1 when a mutant survived that the equivalent-mutants file does not list."""
    from autograder.authoring.mutants import OPERATORS

    if changed_since:
        try:
            changed = changed_exercises(course, changed_since)
        except ValueError as error:
            print(error)
            return 2
        print(f"changed since {changed_since}: {', '.join(changed) or 'no exercise'}")
        if not changed and not only:
            return 0
        only = (*only, *changed)

    names = list(operator_names or OPERATORS)
    unknown = [name for name in names if name not in OPERATORS]
    if unknown:
        print(f"unknown operator(s) {', '.join(map(repr, unknown))}; choose from: {', '.join(OPERATORS)}")
        return 2
    started = time.monotonic()
    os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
    try:
        load_equivalent(Path(equivalent_file) if equivalent_file else course.root / EQUIVALENT_FILE)
    except ValueError as error:
        print(error)
        return 2
    results = run_mutants(course, only, jobs, timeout, {name: OPERATORS[name] for name in names}, limit,
                          equivalent_file=Path(equivalent_file) if equivalent_file else None,
                          report=lambda r: print(f"  {r.exercise:<30} line {r.line:<4} {r.operator:<24} {r.status}"
                                                 f"{' by ' + r.check if r.check else ''}", flush=True))
    lines, payload = summary(results)
    payload["seconds"] = round(time.monotonic() - started, 1)
    print("\n".join(lines))
    print(f"{payload['seconds']} s in all with {jobs} job(s)")
    if json_file:
        Path(json_file).write_text(json.dumps(payload, indent=1) + "\n")
    failing_references = [e for e, entry in payload["exercises"].items() if entry["reference"]["status"] != "survived"]
    return 1 if payload["total"]["survived"] or failing_references else 0
