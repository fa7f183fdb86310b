#!/usr/bin/env bash
# The README's set-up: everything `pytest tests` needs, from a fresh machine or again at any time.
#
#   ./install.sh && . .venv/bin/activate
#
# 1. Debian's packages the tests need and pip cannot give: `chromium` (tests/test_jupyterlab.py
#    drives it through Playwright, which never downloads a browser here), `bubblewrap` and
#    `libseccomp2` (the batch grader's sandbox), `slurm-wlm` and `munge`
#    when run as root (tests/test_slurm.py starts a one-node Slurm cluster and grades a job array on
#    it; it runs only as root, so a student's machine gets no daemons) and
#    `python3-venv` when python3 cannot make a virtual environment. Each is installed only when
#    missing; apt-get runs through sudo when not root.
# 2. `.venv` with the course and its dev tools (`pip install -e ".[dev]"`). An existing `.venv`
#    is kept, never recreated, and pip runs again only when pyproject.toml changed since the
#    last install here (or the install is broken), so running this twice changes nothing.
#
# .ci/run runs this very script, so CI proves the README's command.
set -euo pipefail
cd "$(dirname "$0")"

VENV=.venv
STAMP="$VENV/.jaxcourse-installed"  # pyproject.toml's hash at the last successful install

if ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    echo "install.sh: the course needs Python 3.11 or newer as python3; found: $(python3 --version 2>&1)" >&2
    exit 1
fi

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# The batch grader's sandbox: bubblewrap builds each worker's root from nothing, libseccomp filters its
# system calls (autograder/batch/isolation.py); without them grading falls back, and says so.
command -v bwrap >/dev/null || missing+=(bubblewrap)
/sbin/ldconfig -p 2>/dev/null | grep -q 'libseccomp\.so\.2' || missing+=(libseccomp2)
if [ "$(id -u)" -eq 0 ]; then
    # Only as root (CI, a container, a grading machine): tests/test_slurm.py runs only there.
    [ -x /usr/sbin/slurmctld ] && [ -x /usr/sbin/slurmd ] && [ -x /usr/bin/sbatch ] || missing+=(slurm-wlm)
    [ -x /usr/sbin/munged ] || missing+=(munge)
fi
if [ ! -x "$VENV/bin/python" ] && ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    missing+=(python3-venv)
fi
if [ ${#missing[@]} -gt 0 ] && ! command -v apt-get >/dev/null; then
    # Not Debian: the course still installs; tests/test_jupyterlab.py fails without a /usr/bin/chromium,
    # and tests/test_slurm.py skips without Slurm and munge.
    echo "install.sh: warning: no apt-get here; install ${missing[*]} with your system's package manager" \
         "(tests/test_jupyterlab.py needs Chromium at /usr/bin/chromium; tests/test_slurm.py, Slurm and munge)" >&2
elif [ ${#missing[@]} -gt 0 ]; then
    as_root=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "install.sh: installing ${missing[*]} needs root: run it as root, or install sudo" >&2; exit 1; }
        as_root=(sudo)
    fi
    echo "install.sh: installing Debian's ${missing[*]}"
    "${as_root[@]}" apt-get update -qq
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi

[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"

wanted="$(python3 -c 'import hashlib; print(hashlib.sha256(open("pyproject.toml", "rb").read()).hexdigest())')"
if [ "$(cat "$STAMP" 2>/dev/null)" = "$wanted" ] && "$VENV/bin/python" -c 'import autograder, playwright' 2>/dev/null; then
    echo "install.sh: $VENV is up to date with pyproject.toml"
else
    rm -f "$STAMP"
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
    "$VENV/bin/python" -m pip install --quiet -e ".[dev]"
    echo "$wanted" > "$STAMP"
fi

echo "install.sh: ready. Activate the environment with: . $VENV/bin/activate"
