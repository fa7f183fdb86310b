"""The student loop's speed: `pytest autograder -k <topic>` per topic, wall seconds, median of N.

Each topic is graded as a student grades it, from the course folder:
`python -m pytest autograder -k 02_prng -q` (add `--target solutions` to grade the solutions,
where every check runs: the slow, honest case). A topic is selected by its folder name
(`02_prng`), which only its own checks match: a topic id can also match other items
(`-k grad` matches every item, all of them living in the `autograder` package). One unmeasured run per topic first fills the
compilation cache (`~/.cache/jaxcourse/xla`), then `--runs` measured rounds go through the
topics in turn, so a change in the machine's load is spread over all of them. The start-up
share is the median wall time of `pytest autograder --collect-only -q -k <topic>` (start
Python, pytest, JAX and the grading specs; grade nothing), measured in the same rounds
(`--startup-runs` of them).

`--compare DIR` also runs every command in another checkout of the course (e.g. the last
commit, `git archive HEAD | tar -x -C DIR`), interleaved run by run with this one, so both
see the same load. The table then shows both.

The exit status is 1 when a topic's median (this checkout) is `--limit` seconds or more.

    python benchmarks/student_loop.py
    python benchmarks/student_loop.py --target solutions --topics prng,training --runs 5
    python benchmarks/student_loop.py --compare /tmp/before --out loop.json

Caveats: wall time on a shared machine is noisy; the load average is printed before and
after. A collect-only run ends Python normally (tearing JAX down), which a grading run skips
(`FastExit`), so the start-up figure is an upper bound and can exceed a fast topic's total. A grading run's own exit status (1 when a check fails, as every stub does) is not an
error here; a usage error or an empty selection (status 2 to 5) is.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from autograder.course.manifest import load_course  # noqa: E402


def command(topic: str, target: str | None, collect_only: bool) -> list[str]:
    """The student's command for one topic (`python -m pytest` so the same Python runs it)."""
    args = [sys.executable, "-m", "pytest", "autograder", "-k", topic, "-q", "-p", "no:cacheprovider"]
    if target:
        args += ["--target", target]
    if collect_only:
        args.append("--collect-only")
    return args


def timed_run(args: list[str], cwd: Path) -> float:
    """Wall seconds of one run; raises RuntimeError when pytest could not grade (status 2 to 5)."""
    start = time.perf_counter()
    done = subprocess.run(args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 1):
        tail = "\n".join(done.stdout.splitlines()[-15:])
        raise RuntimeError(f"{' '.join(args[2:])} in {cwd}: exit status {done.returncode}\n{tail}")
    return seconds


def load() -> str:
    """The load averages (1, 5, 15 minutes) and the core count, e.g. '3.71 4.02 3.10 on 2 cores'."""
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def measure(trees: dict[str, Path], topics: list[str], target: str | None, runs: int, startup_runs: int) -> dict:
    """Wall seconds per tree, topic and kind ('grade', 'startup'), interleaved round by round.

    The start-up (collect-only) runs are made in the first `startup_runs` measured rounds.
    """
    times: dict = {name: {topic: {"grade": [], "startup": []} for topic in topics} for name in trees}
    for round_ in range(runs + 1):  # round 0 warms the compilation cache and is not counted
        kinds = [("grade", False)] + ([("startup", True)] if 0 < round_ <= startup_runs else [])
        for topic in topics:
            for kind, collect_only in kinds:
                for name, tree in trees.items():
                    seconds = timed_run(command(topic, target, collect_only), tree)
                    if round_ > 0:
                        times[name][topic][kind].append(seconds)
        print(f"round {round_}/{runs} done (load {load()})", file=sys.stderr, flush=True)
    return times


def summary(seconds: list[float]) -> dict[str, float]:
    if not seconds:
        return {}
    return {"median": statistics.median(seconds), "min": min(seconds), "max": max(seconds)}


def table(times: dict, topics: list[str], limit: float) -> list[str]:
    """One line per topic: median/min/max wall seconds and start-up share, per tree."""
    names = list(times)
    header = f"{'topic':<18}" + "".join(f"{name + ': median  min   max  start-up':>42}" for name in names)
    lines = [header]
    for topic in topics:
        line = f"{topic:<18}"
        for name in names:
            grade = summary(times[name][topic]["grade"])
            start = summary(times[name][topic]["startup"])
            share = f"{start['median']:5.2f} ({start['median'] / grade['median']:4.0%})" if start else "    -       "
            flag = "!" if grade["median"] >= limit else " "
            line += f"{'':>8}{grade['median']:6.2f}{flag}{grade['min']:6.2f}{grade['max']:6.2f}  {share:>13}"
        lines.append(line)
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", help="folder to grade (e.g. solutions); default: the students' exercises/")
    parser.add_argument("--topics", help="comma-separated topic ids or folders (default: every topic of course.yml)")
    parser.add_argument("--runs", type=int, default=5, help="measured runs per topic (default 5)")
    parser.add_argument("--limit", type=float, default=3.0, help="a median at or above this fails (default 3 s)")
    parser.add_argument("--compare", type=Path, help="another checkout of the course, run interleaved with this one")
    parser.add_argument("--startup-runs", type=int, help="start-up (collect-only) runs per topic (default: --runs; 0: none)")
    parser.add_argument("--out", type=Path, help="also write every measured time to this JSON file")
    args = parser.parse_args(argv)

    course = load_course()
    folders = {topic.id: topic.folder for topic in course.topics}
    folders.update({topic.folder: topic.folder for topic in course.topics})
    chosen = args.topics.split(",") if args.topics else [topic.id for topic in course.topics]
    unknown = sorted(set(chosen) - set(folders))
    if unknown:
        parser.error(f"unknown topic(s): {', '.join(unknown)}")
    topics = [folders[topic] for topic in chosen]
    trees = {"this": ROOT}
    if args.compare:
        trees["compare"] = args.compare.resolve()
    before = load()
    print(f"load before: {before}", flush=True)
    startup_runs = args.runs if args.startup_runs is None else args.startup_runs
    times = measure(trees, topics, args.target, args.runs, startup_runs)
    after = load()
    print(f"target: {args.target or 'exercises (the stubs)'}; median of {args.runs} runs, warm cache; "
          f"load before {before}, after {after}")
    for line in table(times, topics, args.limit):
        print(line)
    if args.out:
        args.out.write_text(json.dumps({"target": args.target, "runs": args.runs, "load_before": before,
                                        "load_after": after, "trees": {k: str(v) for k, v in trees.items()},
                                        "seconds": times}, indent=1))
    slow = [topic for topic in topics if statistics.median(times["this"][topic]["grade"]) >= args.limit]
    if slow:
        print(f"median at or above {args.limit:g} s: {', '.join(slow)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
