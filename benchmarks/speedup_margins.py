"""How far each implementation's speed-up lies from its threshold, measurement by measurement, in the batch path.

`stability` counts verdicts; this script shows the figures under them. For each exercise with a
`speedup` check, the reference, the correct variants and the variants that must fail it are
timed as batch grading times them (autograder/batch/timed.py: the student's function in a worker
of its own, the baseline and the expert in the batch's baseline worker, the parent's clock): a
fresh student worker per run, `--measurements` measurements in each (single measurements, not
`judge`'s best of three). Each measurement's *share* is the student's speed-up over the expert's;
a correct function should sit near 1, and the check passes a measurement at course.yml's
`fraction`.

    python benchmarks/speedup_margins.py --only jit.selu --runs 3
    python benchmarks/speedup_margins.py --only jit.selu --runs 3 --busy --unbound   # workers left to the scheduler

`--unbound` starts the workers without binding them to one CPU (`speedup_settings`), as batch
grading did before: the comparison that shows why they are bound. `--busy` keeps the other core
spinning. The report (stdout, and `--out FILE`) has one row per implementation: its shares'
minimum, median and maximum, how many measurements fell below the fraction, the expert's
speed-up range, and the typical microseconds per call of each side.
"""

from __future__ import annotations

import argparse
import base64
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from autograder.authoring.stability import BatchPath, implementations, start_spinner  # noqa: E402
from autograder.batch.runner import WorkerProcess  # noqa: E402
from autograder.batch.timed import Oracle, speedup_settings, worker_sides  # noqa: E402
from autograder.checks.timing import backend, measure  # noqa: E402
from autograder.course.manifest import load_course  # noqa: E402
from autograder.engine.registry import spec_for  # noqa: E402
from autograder.grading.cases import Case  # noqa: E402


def margins(exercise_id: str, runs: int, measurements: int, bound: bool, say) -> None:
    course = load_course()
    exercise = course.exercise(exercise_id)
    spec = spec_for(exercise, course)
    target = exercise.speedup
    topic = course.topic(exercise.topic)
    scratch = Path(tempfile.mkdtemp(prefix="jaxcourse-margins-"))
    path = BatchPath(course, scratch)
    settings = speedup_settings(path.settings) if bound else path.settings
    job = {"mode": "oracle", "side": "baseline", "files": {}, "exercises": [exercise_id]}
    baseline = WorkerProcess(job, settings, 1)
    baseline.wait_serving(time.monotonic() + 180)
    say(f"{exercise_id}: fraction {target.fraction}, {'one CPU ' + str(settings.cpus) if bound else 'unbound'}, "
        f"{runs} fresh student workers x {measurements} measurements")
    say(f"  {'implementation':32} {'expected':8} {'share min / median / max':>26} {'< fraction':>10} "
        f"{'expert x':>12}   us per call (baseline / expert / student)")
    try:
        for implementation in implementations(course, exercise, "speedup", scratch):
            files = {topic.module_file: base64.b64encode((implementation.target / topic.module_file).read_bytes()).decode()}
            shares, experts, typical = [], [], []
            for _ in range(runs):
                student = WorkerProcess({"mode": "oracle", "side": "student", "files": files, "exercises": [exercise_id]},
                                        settings, 0)
                try:
                    student.wait_serving(time.monotonic() + 180)
                    deadline = time.monotonic() + 600
                    case = Case(exercise, spec, spec.baselines[target.baseline])
                    sides = worker_sides(case, Oracle(student, deadline), Oracle(baseline, deadline))
                    for _ in range(measurements):
                        measured = measure(case, sides)
                        shares.append(measured.speedup / measured.expert_speedup)
                        experts.append(measured.expert_speedup)
                        typical.append(measured.typical)
                finally:
                    student.close()
            below = sum(share < target.fraction for share in shares)
            us = " / ".join(f"{statistics.median(t[side] for t in typical) * 1e6:.1f}"
                            for side in ("baseline", "expert", "student"))
            say(f"  {implementation.name:32} {implementation.expected:8} "
                f"{min(shares):8.2f} / {statistics.median(shares):4.2f} / {max(shares):4.2f} "
                f"{below:>5}/{len(shares):<4} {min(experts):5.1f}-{max(experts):<5.1f}   {us}")
    finally:
        baseline.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", required=True, help="an exercise id with a speedup check (repeat)")
    parser.add_argument("--runs", type=int, default=3, help="fresh student workers per implementation (default 3)")
    parser.add_argument("--measurements", type=int, default=3, help="measurements per worker (default 3)")
    parser.add_argument("--busy", action="store_true", help="keep another core busy meanwhile")
    parser.add_argument("--unbound", action="store_true", help="leave the workers to the scheduler (the old way)")
    parser.add_argument("--out", help="also write the report to this file")
    arguments = parser.parse_args(argv)
    lines: list[str] = []

    def say(line: str) -> None:
        print(line, flush=True)
        lines.append(line)

    say(f"# speedup_margins on {backend()}, {time.strftime('%Y-%m-%d %H:%M')}, "
        f"{'other core busy' if arguments.busy else 'quiet machine'}")
    spinner = start_spinner() if arguments.busy else None
    try:
        for exercise_id in arguments.only:
            margins(exercise_id, arguments.runs, arguments.measurements, not arguments.unbound, say)
    finally:
        if spinner is not None:
            spinner.terminate()
            spinner.wait()
    if arguments.out:
        Path(arguments.out).write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
