"""A Gradescope autograder bundle, graded by the same sandboxed batch machinery.

`python -m autograder gradescope-bundle --out autograder.zip [--only ...]` writes a zip that
Gradescope unpacks into `/autograder/source`:

- `setup.sh`: installs the course (editable, so course.yml sits beside the grader) into
  `/autograder/venv`, and Debian's or Ubuntu's bubblewrap and libseccomp for the sandbox;
- `run_autograder`: grades `/autograder/submission` (the student's upload: the exercises/
  layout, or the topic files flat) as a one-submission batch and writes
  `/autograder/results/results.json`;
- the grader's source: course.yml, pyproject.toml, autograder/, and the released stubs'
  Python files (exercises/, public: the parent's own checks read their signatures); never
  solutions/ or tests/.

The root `/autograder` can be moved with `JAXCOURSE_GRADESCOPE_ROOT` (the tests run the
bundle against a local copy of Gradescope's layout) and the Python with `JAXCOURSE_PYTHON`.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import shlex
import shutil
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from autograder.course.files import atomic_write
from autograder.course.manifest import load_course

SETUP = """#!/usr/bin/env bash
# Gradescope runs this once when the autograder image is built.
set -euo pipefail
# bubblewrap and libseccomp: the workers' sandbox (autograder/batch/isolation.py); without them it falls back
apt-get update && apt-get install -y python3 python3-venv python3-pip bubblewrap libseccomp2
python3 -m venv /autograder/venv
/autograder/venv/bin/pip install --upgrade pip
/autograder/venv/bin/pip install -e /autograder/source
"""

RUN = """#!/usr/bin/env bash
# Gradescope runs this for every submission; results go to $ROOT/results/results.json.
set -euo pipefail
ROOT="${{JAXCOURSE_GRADESCOPE_ROOT:-/autograder}}"
PYTHON="${{JAXCOURSE_PYTHON:-$ROOT/venv/bin/python}}"
cd "$ROOT/source"
exec "$PYTHON" -m autograder gradescope-run --root "$ROOT" {options}
"""

SOURCE_FILES = ("course.yml", "pyproject.toml", "README.md")


def build_bundle(out: Path, options: list[str]) -> Path:
    """Write the bundle zip; `options` are passed to the grader on every run (e.g. --only 01_arrays)."""
    course = load_course()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as bundle:
        for name, text in (("setup.sh", SETUP), ("run_autograder", RUN.format(options=shlex.join(options)))):
            info = zipfile.ZipInfo(name)
            info.external_attr = 0o755 << 16
            bundle.writestr(info, text)
        for name in SOURCE_FILES:
            path = course.root / name
            if path.is_file():
                bundle.write(path, name)
        for path in sorted((course.root / "autograder").rglob("*.py")):
            bundle.write(path, path.relative_to(course.root).as_posix())
        for path in sorted((course.root / "exercises").rglob("*.py")):  # the released signatures the parent's own
            bundle.write(path, path.relative_to(course.root).as_posix())  # checks name arguments by (timed.py)
    return out


def run_command(arguments: argparse.Namespace) -> int:
    """`gradescope-run --root ROOT`: grade ROOT/submission, write ROOT/results/results.json."""
    from autograder.batch.batch import Batch, Progress
    from autograder.batch.cli import make_settings
    from autograder.batch.state import gradebook_for, load_states
    from autograder.batch.submissions import read_submission, select_exercises

    root = Path(arguments.root).resolve()
    course = load_course()
    results = root / "results" / "results.json"
    work = Path(tempfile.mkdtemp(prefix="jaxcourse-gradescope-"))
    work.chmod(0o711)
    out = Path(tempfile.mkdtemp(prefix="jaxcourse-gradescope-out-"))
    try:
        arguments.submissions = str(root / "submission")
        settings = make_settings(course, arguments, out, str(work))
        settings = dataclasses.replace(settings, hide=(*settings.hide, str(root / "results")))
        entry = read_submission(root / "submission", course)
        batch = Batch(course, out, select_exercises(course, arguments.only), settings, 1)
        batch.run([entry], Progress(2))
        (state,) = load_states(out)
        report: dict[str, Any] = gradebook_for(course, state).results_json()
        if entry.notes:
            report["output"] = "\n".join(entry.notes)
        atomic_write(results, json.dumps(report, indent=2) + "\n")
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(out, ignore_errors=True)
    print(f"wrote {results}")
    return 0


def bundle_command(arguments: argparse.Namespace) -> int:
    """`gradescope-bundle --out FILE`."""
    options = ["--only", *arguments.only] if arguments.only else []
    path = build_bundle(Path(arguments.out), options)
    print(f"wrote {path}: upload it as the assignment's autograder (Gradescope: Configure Autograder, zip file).")
    return 0


def add_commands(commands: Any) -> None:
    """Register `gradescope-bundle` and `gradescope-run` on the course CLI."""
    from autograder.batch.cli import add_grading_options

    bundle = commands.add_parser("gradescope-bundle", help="build a Gradescope autograder zip (setup.sh, run_autograder)")
    bundle.add_argument("--out", default="autograder.zip", help="the zip to write (default autograder.zip)")
    bundle.add_argument("--only", nargs="+", metavar="NAME", help="grade only these topics or exercises")
    bundle.set_defaults(run=bundle_command)
    run = commands.add_parser("gradescope-run", help="(inside Gradescope) grade ROOT/submission into ROOT/results/results.json")
    run.add_argument("--root", default="/autograder", help="Gradescope's folder (default /autograder)")
    add_grading_options(run)
    run.set_defaults(run=run_command)
