"""Grade tests/variants on whatever machine this runs on, and say which kept their verdict.

`pytest tests/test_variants.py` proves every variant's verdict on the CPU. On a lent
accelerator (a TPU for a few minutes, JAX found through `PYTHONPATH`, one process holding the
chip) this script grades the variants in one process, in the order asked for, until `--budget`
seconds are spent, and writes one JSON line per variant as it goes, so a run stopped from
outside still leaves what it graded:

    {"variant": "16_kernels/bias_gelu_erf", "expected": "fail", "score": 0, "points": 3,
     "kept": true, "message_found": true, "seconds": 2.1}

A flawed variant keeps its verdict when it scores 0 and the grader's messages contain its
`MESSAGE`; a correct one when it scores full marks. The order is the one that finds a changed
verdict soonest: `--first` exercises or topics, then every variant of an exercise whose
tolerances this backend widens (checks/tolerances.py: a flaw smaller than the widening would pass),
then the correct alternatives (a precision this backend lacks would cost them), then the rest in
file order, then the variants of exercises whose every check runs on eight CPU devices in a child on any machine
with fewer (the sharding topic: the accelerator never sees them), then `--last` (a variant that halts the device runtime spoils every later grading in
its process). `--skip FILE` leaves out the variants another run already wrote to FILE (a lease too
short for all of them goes on in the next one); a variant whose flaw is one only on another backend
(`ONLY_ON`) is listed as not graded.

    PYTHONPATH=. python benchmarks/variants_here.py --out variants.jsonl --budget 400 \\
        --first kernels --last 16_kernels/blocked_softmax_element_offsets --skip earlier.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from autograder.authoring.variants import Variant, load_variants, make_target  # noqa: E402
from autograder.course.manifest import load_course  # noqa: E402


def ordered(variants: list[Variant], first: list[str], last: list[str], widened: frozenset[str] = frozenset()) -> list[Variant]:
    """`variants` in the order the module docstring gives: `first` exercises or topics (in that order), the `widened`
    exercises' variants, the correct ones, the rest, those graded on CPU devices alone, the `last` ids."""
    from autograder.engine.registry import spec_for

    course = load_course()

    def on_cpu_devices_alone(exercise_id: str) -> bool:
        spec = spec_for(course.exercise(exercise_id), course)
        return bool(spec.cpu_devices) and not spec.device_checks

    def rank(variant: Variant) -> tuple[int, int]:
        if variant.id in last:
            return (5, last.index(variant.id))
        topic = course.exercise(variant.exercise).topic
        for position, wanted in enumerate(first):
            if wanted in (variant.exercise, topic):
                return (0, position)
        if variant.exercise in widened:
            return (1, 0)
        if on_cpu_devices_alone(variant.exercise):
            return (4, 0)
        return (2, 0) if variant.verdict == "pass" else (3, 0)

    return sorted(variants, key=rank)  # stable: file order within a rank


def grade_one(variant: Variant, scratch: Path) -> dict[str, object]:
    from autograder.engine.exercise import grade_exercise
    from autograder.grading.submission import Submission

    course = load_course()
    exercise = course.exercise(variant.exercise)
    started = time.monotonic()
    target = make_target(scratch / variant.id.replace("/", "-"), {course.topic(exercise.topic).module_file: variant.source})
    result = grade_exercise(variant.exercise, Submission(target), course)
    messages = "\n".join(message for _, message in result.failed)
    if variant.verdict == "pass":
        kept, found = result.score == exercise.points, None
    else:
        found = variant.message in messages
        kept = result.score == 0 and found
    row: dict[str, object] = {"variant": variant.id, "expected": variant.verdict, "score": result.score,
                              "points": exercise.points, "kept": kept, "message_found": found,
                              "seconds": round(time.monotonic() - started, 2)}
    if not kept:
        row["failed"] = [[check, message if len(message) <= 900 else f"{message[:300]} ... {message[-600:]}"]
                         for check, message in result.failed]  # the reason is at the end of a long one
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True, type=Path, help="JSON lines, one per variant graded")
    parser.add_argument("--budget", type=float, default=400.0, help="seconds after which no variant is started")
    parser.add_argument("--first", action="append", default=[], metavar="ID", help="an exercise or topic id to grade first")
    parser.add_argument("--last", action="append", default=[], metavar="VARIANT", help="a variant id to grade last")
    parser.add_argument("--only", action="append", default=[], metavar="ID", help="only this exercise or topic id")
    parser.add_argument("--skip", action="append", default=[], type=Path, metavar="FILE",
                        help="leave out the variants graded in this earlier --out file")
    arguments = parser.parse_args(argv)
    course = load_course()
    graded_before = set()
    for earlier in arguments.skip:
        graded_before |= {row.get("variant") for row in map(json.loads, earlier.read_text().splitlines()) if "variant" in row}
    variants = [v for v in load_variants() if v.id not in graded_before and (
                not arguments.only or v.exercise in arguments.only or course.exercise(v.exercise).topic in arguments.only)]
    import jax

    from autograder.checks.tolerances import factors

    platform = jax.default_backend()
    started = time.monotonic()
    graded = kept = 0
    with tempfile.TemporaryDirectory() as scratch, arguments.out.open("a") as out:
        for variant in ordered(variants, arguments.first, arguments.last, frozenset(factors(platform))):
            if not variant.graded_on(platform):
                out.write(json.dumps({"not_graded": variant.id,
                                      "why": f"its flaw is one only on {' and '.join(variant.only_on or ())}"}) + "\n")
                continue
            if time.monotonic() - started > arguments.budget:
                out.write(json.dumps({"not_graded": variant.id, "why": f"the {arguments.budget:.0f} s budget was spent"}) + "\n")
                continue
            try:
                row = grade_one(variant, Path(scratch))
            except Exception as error:  # the grader itself broke: recorded, and the next variant goes on
                row = {"variant": variant.id, "expected": variant.verdict, "kept": False, "error": repr(error)[:600]}
            graded += 1
            kept += bool(row["kept"])
            out.write(json.dumps(row) + "\n")
            out.flush()
            if not row["kept"]:
                print(f"CHANGED {variant.id}: {row}", flush=True)
    print(f"{kept} of {graded} variants kept their verdicts ({len(variants) - graded} not graded) "
          f"in {time.monotonic() - started:.0f} s", flush=True)
    return 0 if kept == graded else 1


if __name__ == "__main__":
    raise SystemExit(main())
