"""Every path answers for code that never finishes: a compiled loop that never ends, a Python loop that never
ends, and a program that grows with its size argument each fail their own exercise with a message, within the
budget and in bounded memory, and every other exercise of the topics is graded (grading/termination.py,
checks/memory.py). Paths: `pytest autograder`, `jaxcourse check`, and the batch (`python -m autograder grade`),
whose workers Gradescope's `gradescope-run` uses too."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
import yaml

from autograder.course.manifest import load_course
from autograder.grading.termination import DEFAULT_BUDGET_S

COURSE = load_course()
ROOT = COURSE.root
TOPICS = ("02_prng", "08_vmap")
PATCHES = {
    "08_vmap/vmap.py": '''
        def collatz_steps(n):
            return jnp.where(n >= 1, count_steps(n), -1)  # count_steps(0) runs for ever, jitted


        def apply_to_columns(f, x):
            while True:  # a Python loop that never ends
                pass
        ''',
    "02_prng/prng.py": '''
        def random_walk(key, n_steps):
            steps = [jax.random.normal(jax.random.fold_in(key, i)) for i in range(n_steps)]  # unrolled: grows with n
            return jnp.cumsum(jnp.stack(steps))
        ''',
}
EXPECTED = {  # exercise -> a phrase of its first failure
    "vmap.collatz_steps": "never finishes: a `while_loop` was still running after 16,777,216 iterations",
    "vmap.apply_to_columns": f"did not finish within {DEFAULT_BUDGET_S:g} s",
    "prng.random_walk": "a program that grows with the problem",
}
MOST_SECONDS = 3 * DEFAULT_BUDGET_S + 60  # one budget spent on the Python loop, the rest graded as usual
MOST_RSS_GIB = 4.0  # the unrolled walk compiled at 20,000 steps took 17.6 GB


def patched(folder: Path) -> Path:
    """The solutions of TOPICS, with the three functions above appended (they replace the references)."""
    for topic in COURSE.topics:
        if topic.folder in TOPICS:
            source = ROOT / "solutions" / topic.module_file
            target = folder / topic.module_file
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(source.read_text() + "\n\n" + textwrap.dedent(PATCHES.get(topic.module_file, "")))
    return folder


def measured(command: list[str], **kwargs) -> tuple[subprocess.CompletedProcess, float, float]:
    """Run `command` in a wrapper process; (result, wall seconds, peak RSS in GiB of its largest process)."""
    wrapper = ("import resource, subprocess, sys; done = subprocess.run(sys.argv[1:]); "
               "print(f'PEAK_RSS_KIB {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}', file=sys.stderr); "
               "sys.exit(done.returncode)")
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-c", wrapper, *command], capture_output=True, text=True, timeout=900,
                          **kwargs)
    seconds = time.monotonic() - started
    peak = [line for line in done.stderr.splitlines() if line.startswith("PEAK_RSS_KIB")]
    rss = int(peak[-1].split()[1]) / 2**20 if peak else float("nan")
    print(f"{command[:4]}: {seconds:.1f} s, peak RSS {rss:.2f} GiB")  # shown with -s: the figures of the issue
    return done, seconds, rss


def assert_answered(output: str, seconds: float, rss: float) -> None:
    for exercise, phrase in EXPECTED.items():
        assert phrase in output, f"{exercise}: {phrase!r} not in\n{output[-4000:]}"
    assert seconds < MOST_SECONDS and rss < MOST_RSS_GIB, (seconds, rss)


def test_pytest_autograder_answers_and_grades_the_rest(tmp_path: Path) -> None:
    target = patched(tmp_path / "target")
    done, seconds, rss = measured([sys.executable, "-m", "pytest", "autograder", "-q", "-p", "no:cacheprovider",
                                   "--target", str(target), "-k", " or ".join(TOPICS)], cwd=ROOT)
    assert_answered(done.stdout, seconds, rss)
    assert "02_prng" in done.stdout and "13/16" in done.stdout  # every other prng exercise full marks
    assert "9/13" in done.stdout  # vmap: the two looping exercises lost their 2 + 2 points, the others kept theirs


def test_jaxcourse_check_answers_and_grades_the_rest(tmp_path: Path) -> None:
    jaxcourse = Path(sys.executable).parent / "jaxcourse"
    assert jaxcourse.is_file(), f"{jaxcourse} is missing: run the README's set-up, `./install.sh`"
    raw = yaml.safe_load(COURSE.path.read_text())
    raw["topics"] = [topic for topic in raw["topics"] if topic["folder"] in TOPICS]
    root = tmp_path / "course"
    root.mkdir()
    (root / "course.yml").write_text(yaml.safe_dump(raw, sort_keys=False))
    patched(root / "exercises")
    shutil.copytree(ROOT / "solutions", root / "solutions", ignore=shutil.ignore_patterns("__pycache__", "*.ipynb"))
    env = {**os.environ, "JAXCOURSE_STATE": str(tmp_path / "state"), "JAXCOURSE_ROOT": str(root), "NO_COLOR": "1"}
    output, seconds, rss = "", 0.0, 0.0
    for topic in ("prng", "vmap"):
        done, topic_seconds, topic_rss = measured([str(jaxcourse), "check", topic], cwd=root, env=env)
        output, seconds, rss = output + done.stdout, seconds + topic_seconds, max(rss, topic_rss)
    assert_answered(output, seconds, rss)
    for exercise in ("prng.shuffle", "vmap.predict_batch"):  # graded, full marks
        assert f"✓ {exercise}" in output, output


def test_the_batch_answers_and_grades_the_rest(tmp_path: Path) -> None:
    patched(tmp_path / "submissions" / "looping_student")
    out = tmp_path / "out"
    done, seconds, rss = measured([sys.executable, "-m", "autograder", "grade", str(tmp_path / "submissions"),
                                   "--out", str(out), "--only", *TOPICS, "--jobs", "1"], cwd=ROOT)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    tests = {t["name"]: t for t in json.loads((out / "results" / "looping_student.json").read_text())["tests"]}
    assert_answered("\n".join(t["output"] for t in tests.values()), seconds, rss)
    lost = {name for name, t in tests.items() if t["score"] < t["max_score"]}
    assert lost == set(EXPECTED), lost
    assert all(t["score"] == t["max_score"] for name, t in tests.items() if name not in EXPECTED)
