"""`python -m autograder`: the course author's commands, and the instructor's grading commands.

- `release [--check]`: generate `exercises/` from `solutions/` (or only report drift).
- `calibrate [--target DIR] [--runs N] [--only ID]`: measure, on this machine's backend, the speed-ups
  the expert and the reference solutions reach on every exercise with a `speedup` check, to set
  each exercise's `fraction` (and `floor`) in course.yml from.
- `tolerances [--target DIR] [--only ID] [--draws N] [--correct-variants] [--write]`: grade the solutions recording, for every
  exercise, the factor its tolerances would need on this backend; `--write` records it (checks/tolerances.py).
- `stability [--runs N] [--busy] [--only ID] [--path PATH] [--json FILE]`: every timed check N times on
  the references and correct alternatives (must pass every time) and on the naive variants (must
  fail every time), in one grading path or all three.
- `contracts [--only ID] [--json FILE]`: what the grader tries for each exercise (the domain its
  spec declares: argument kinds, dtypes, shapes, value classes, horizons), read back from the specs.
- `coverage [--only ID] [--json FILE]`: the coverage matrix: per exercise, argument and class of value its
  docstring admits (IEEE specials, integer extremes, float16, bfloat16, narrow integers, 0-d arrays, empty
  axes), the check that tries it, the docstring's words that leave it out, or EMPTY; exit 1 on an empty cell
  missing from the ledger (autograder/specs/coverage_gaps.txt).
- `mutate [--only ID] [--jobs N] [--limit N] [--operator NAME] [--json FILE]`: mutants of each
  exercise's reference graded by its spec: killed (by which check), survived (with the diff),
  equivalent (listed in autograder/specs/equivalent_mutants.txt), timed out.
- `nbgrader-course DIR`: an nbgrader course directory (config and `source/NN_topic/`) for
  instructors.
- `notebook TOPIC`: a starting lesson notebook for a topic that has none.
- `grade SUBMISSIONS --out DIR [--jobs N] [--shard i/N]` and `merge`: the instructor's batch
  grader (autograder/batch/cli.py); `gradescope-bundle` and `gradescope-run` (autograder/batch/gradescope.py).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from autograder.course.manifest import Exercise, ManifestError, load_course


def _release(arguments: argparse.Namespace) -> int:
    from autograder.course.stubs import ReleaseError
    from autograder.authoring.release import drift, write_release

    course = load_course()
    try:
        if arguments.check:
            problems = drift(course)
            for problem in problems:
                print(problem)
            if problems:
                print("exercises/ is out of date: run `python -m autograder release` and commit the result.")
                return 1
            print("exercises/ matches solutions/.")
            return 0
        written = write_release(course)
    except (ReleaseError, ManifestError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    for path in written:
        print(f"wrote {path.relative_to(course.root)}")
    print(f"exercises/ is up to date ({len(course.topics)} topics).")
    return 0


_ONLY_HELP = "only this exercise id (`training.train_step`) or topic id (`training`); repeat for more"


def selected(exercise: Exercise, only: list[str] | tuple[str, ...] | None) -> bool:
    """Whether `exercise` is among `only` (exercise or topic ids); everything is when `only` is empty."""
    return not only or exercise.id in only or exercise.topic in only


def _calibrate(arguments: argparse.Namespace) -> int:
    from autograder.authoring.stability import calibrate
    from autograder.checks.timing import backend, device_name

    course = load_course()
    target = Path(arguments.target) if arguments.target else course.root / "solutions"
    print(f"backend: {backend()} ({device_name()}); {arguments.runs} runs per exercise; target: {target}")
    print(f"{'exercise':<20} {'expert':>15} {'student':>15} {'share of expert':>17}   needed share, floor")
    failed = False
    for row in calibrate(course, target, arguments.runs, tuple(arguments.only or ())):
        if "error" in row:
            print(f"{row['exercise']:<20} not measured: {row['error']}")
            failed = True
            continue
        expert, student, share = row["expert_speedup"], row["speedup"], row["share"]
        print(f"{row['exercise']:<20} {expert['min']:>6.2f}-{expert['max']:<6.2f}x {student['min']:>6.2f}-{student['max']:<6.2f}x "
              f"{share['min']:>7.2f}-{share['max']:<7.2f}   {row['fraction']:.2f}, {row['floor']:.2f}x")
    print("The student passes when their speed-up is at least `fraction` of the expert's (course.yml); the check is "
          "graded where fraction x expert is at least the floor. Keep the references' share well above the fraction, "
          "and fraction x the expert's minimum well above the floor.")
    return 1 if failed else 0


def _tolerances(arguments: argparse.Namespace) -> int:
    from autograder.authoring.measure_tolerances import measure, measure_across, report, write, write_across
    from autograder.checks.timing import backend, device_name

    course = load_course()
    target = Path(arguments.target) if arguments.target else course.root / "solutions"
    platform, device = backend(), device_name()
    if arguments.write and platform == "cpu":
        print("error: nothing is recorded for the CPU: its tolerances are the specs' own", file=sys.stderr)
        return 2
    progress = lambda line: print(line, flush=True)  # noqa: E731
    if arguments.across:
        measured = measure_across(course, tuple(arguments.only or ()), arguments.draws, report=progress)
    else:
        measured = measure(course, target, tuple(arguments.only or ()), arguments.draws, report=progress,
                           correct_variants=arguments.correct_variants)
    for line in report(measured, platform, device, across=arguments.across):
        print(line, flush=True)
    if arguments.write:
        try:
            kept = (write_across if arguments.across else write)(measured, platform, device)
        except ValueError as refused:
            print(f"error: {refused}", file=sys.stderr)
            return 2
        print(f"recorded {len(kept)} factor(s) for {platform}{' (verification)' if arguments.across else ''} in "
              "autograder/checks/tolerances.json")
    return 1 if measured.failures else 0


def _stability(arguments: argparse.Namespace) -> int:
    import json

    from autograder.authoring.stability import (
        PATHS,
        format_row,
        format_rows,
        measure_stability,
        rows_json,
    )

    paths = PATHS if arguments.path == "all" else (arguments.path,)
    print(format_rows([])[0], flush=True)
    rows = measure_stability(load_course(), arguments.runs, arguments.busy, tuple(arguments.only or ()), paths,
                             report=lambda row: print(format_row(row), flush=True))
    unstable = [row for row in rows if not row.stable]
    print(f"{len(rows) - len(unstable)} of {len(rows)} timed verdicts stable over {arguments.runs} runs"
          f"{' with the other core busy' if arguments.busy else ''}.")
    if arguments.json:
        Path(arguments.json).write_text(json.dumps(rows_json(rows), indent=1) + "\n")
    return 1 if unstable else 0


def _mutate(arguments: argparse.Namespace) -> int:
    try:
        import cosmic_ray  # noqa: F401
    except ImportError:
        print("mutate needs cosmic-ray, one of the course's development tools: pip install -e \".[dev]\"")
        return 2
    from autograder.authoring.mutate import main as mutate

    return mutate(load_course(), tuple(arguments.only or ()), arguments.jobs, arguments.timeout, arguments.json,
                  arguments.limit, arguments.operator, arguments.equivalent, arguments.changed_since)


def _nbgrader_course(arguments: argparse.Namespace) -> int:
    from autograder.authoring.nbgrader_course import (
        make_course_directory,
        topics_with_notebooks,
    )

    course = load_course()
    destination = Path(arguments.directory).resolve()
    if (destination / "source").exists():
        print(f"error: {destination / 'source'} exists already; choose a new folder.", file=sys.stderr)
        return 2
    make_course_directory(course, destination)
    folders = [topic.folder for topic in topics_with_notebooks(course)]
    print(f"nbgrader course directory {destination}: assignments {', '.join(folders)}.")
    print(f"Next: cd {destination} && nbgrader generate_assignment {folders[0] if folders else 'NN_topic'}")
    return 0


def _notebook(arguments: argparse.Namespace) -> int:
    import nbformat

    from autograder.authoring.nbgrader_course import skeleton, solution_notebook

    course = load_course()
    try:
        topic = course.topic(arguments.topic)
    except KeyError as error:
        print(f"error: {error.args[0]}", file=sys.stderr)
        return 2
    path = solution_notebook(course, topic)
    if path.exists():
        print(f"error: {path.relative_to(course.root)} exists already; edit it in JupyterLab.", file=sys.stderr)
        return 2
    nbformat.write(skeleton(topic), str(path))
    print(f"wrote {path.relative_to(course.root)}: write the lesson between its cells, then "
          "`python -m autograder release` and commit both notebooks.")
    return 0


def _contracts(arguments: argparse.Namespace) -> int:
    import json

    from autograder.authoring.contracts import as_json, contract_of, render

    course = load_course()
    contracts = [contract_of(course, exercise) for exercise in course.exercises if selected(exercise, arguments.only)]
    if not contracts:
        print(f"error: no exercise or topic {', '.join(arguments.only)} in course.yml", file=sys.stderr)
        return 2
    print("\n\n".join(render(contract) for contract in contracts))
    if arguments.json:
        Path(arguments.json).write_text(json.dumps([as_json(contract) for contract in contracts], indent=1))
    return 0


def _coverage(arguments: argparse.Namespace) -> int:
    import json

    from autograder.authoring.coverage import EMPTY, as_json, cells_of, known_gaps, render

    course = load_course()
    exercises = [exercise for exercise in course.exercises if selected(exercise, arguments.only)]
    if not exercises:
        print(f"error: no exercise or topic {', '.join(arguments.only)} in course.yml", file=sys.stderr)
        return 2
    cells = [cell for exercise in exercises for cell in cells_of(course, exercise)]
    print(render(cells))
    if arguments.json:
        Path(arguments.json).write_text(json.dumps(as_json(cells), indent=1))
    new = [cell.key for cell in cells if cell.status == EMPTY and cell.key not in known_gaps()]
    if new:
        print(f"\n{len(new)} empty cell(s) not in the ledger: try each class in the spec, or write the docstring's "
              "words that leave it out:\n" + "\n".join(f"  {key}" for key in new), file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run one author command; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m autograder", description="The course author's and the instructor's commands (a student's are `jaxcourse`).")
    commands = parser.add_subparsers(dest="command", required=True)
    release = commands.add_parser("release", help="generate exercises/ from solutions/")
    release.add_argument("--check", action="store_true", help="only report files that differ; exit 1 if any do")
    release.set_defaults(run=_release)
    calibrate = commands.add_parser("calibrate", help="print the speed-ups the reference solutions reach here")
    calibrate.add_argument("--target", help="folder to measure (default: solutions/)")
    calibrate.add_argument("--runs", type=int, default=5, help="measurements per exercise (default 5)")
    calibrate.add_argument("--only", action="append", metavar="ID", help=_ONLY_HELP)
    calibrate.set_defaults(run=_calibrate)
    tolerances = commands.add_parser("tolerances", help="measure the tolerance each reference needs on this backend")
    tolerances.add_argument("--target", help="folder to measure (default: solutions/)")
    tolerances.add_argument("--only", action="append", metavar="ID", help=_ONLY_HELP)
    tolerances.add_argument("--draws", type=int, default=3, help="gradings, each drawing other inputs (default 3)")
    tolerances.add_argument("--correct-variants", action="store_true", help="measure the correct alternatives in "
                            "tests/variants too: an exercise's need is the most any of its correct solutions needs")
    tolerances.add_argument("--across", action="store_true", help="measure what the batch parent's verification "
                            "needs instead: each reference on this device against the same on this machine's CPU")
    tolerances.add_argument("--write", action="store_true", help="record 4 x each need above 1 for this backend "
                            "(with --across: its factor + 4 x each need; autograder/checks/tolerances.json; refused "
                            "on the CPU)")
    tolerances.set_defaults(run=_tolerances)
    stability = commands.add_parser("stability", help="run every timed check many times on references and naive variants")
    stability.add_argument("--runs", type=int, default=20, help="runs per check and implementation (default 20)")
    stability.add_argument("--busy", action="store_true", help="keep another core busy meanwhile")
    stability.add_argument("--only", action="append", metavar="ID", help=_ONLY_HELP)
    stability.add_argument("--path", choices=("in-process", "notebook", "batch", "all"), default="in-process",
                           help="grading path: this process, a Jupyter kernel's check cell, or batch workers timed "
                                "by this process (default in-process)")
    stability.add_argument("--json", metavar="FILE", help="also write the rows as JSON")
    stability.set_defaults(run=_stability)
    contracts = commands.add_parser("contracts", help="print what the grader tries for each exercise (its declared domain)")
    contracts.add_argument("--only", action="append", metavar="ID", help=_ONLY_HELP)
    contracts.add_argument("--json", metavar="FILE", help="also write the contracts as JSON")
    contracts.set_defaults(run=_contracts)
    coverage = commands.add_parser("coverage", help="print the coverage matrix: each admitted class of value and "
                                   "the check that tries it")
    coverage.add_argument("--only", action="append", metavar="ID", help=_ONLY_HELP)
    coverage.add_argument("--json", metavar="FILE", help="also write the cells as JSON")
    coverage.set_defaults(run=_coverage)
    mutate = commands.add_parser("mutate", help="grade mutants of each exercise's reference: how strong is its spec?")
    mutate.add_argument("--only", action="append", metavar="ID", help=_ONLY_HELP)
    mutate.add_argument("--jobs", type=int, default=2, help="grading processes (default 2)")
    mutate.add_argument("--timeout", type=float, default=60.0, help="seconds before a mutant counts as timed out (default 60)")
    mutate.add_argument("--limit", type=int, metavar="N", help="at most N mutants per exercise, an even sample (default: all)")
    mutate.add_argument("--operator", action="append", metavar="NAME", help="only this operator (repeat for more; "
                        "default: all, see autograder/authoring/mutants.py)")
    mutate.add_argument("--changed-since", metavar="REV", help="also every exercise whose solution or spec changed "
                        "since this git revision (alone: only those)")
    mutate.add_argument("--equivalent", metavar="FILE", help="the reviewed equivalent mutants (default: "
                        "autograder/specs/equivalent_mutants.txt)")
    mutate.add_argument("--json", metavar="FILE", help="also write every result, with survivors' diffs, as JSON")
    mutate.set_defaults(run=_mutate)
    from autograder.batch.cli import add_commands as add_batch_commands
    from autograder.batch.gradescope import add_commands as add_gradescope_commands

    add_batch_commands(commands)
    add_gradescope_commands(commands)
    nbgrader_course = commands.add_parser("nbgrader-course", help="make an nbgrader course directory for instructors")
    nbgrader_course.add_argument("directory", help="the folder to create (it must not hold a source/ folder yet)")
    nbgrader_course.set_defaults(run=_nbgrader_course)
    notebook = commands.add_parser("notebook", help="write a starting lesson notebook for a topic")
    notebook.add_argument("topic", help="the topic's id in course.yml, e.g. grad")
    notebook.set_defaults(run=_notebook)
    arguments = parser.parse_args(argv)
    return arguments.run(arguments)
