"""Command lines that start one of this grader's modules in a fresh, isolated Python.

The processes that run student code or judge it (batch workers, the zygote, the eight-device
child, the sandbox's probe) start Python with `-I`: no `PYTHONPATH`, no user site-packages and
no current folder on the import path, so nothing in the environment decides what they import.
An installed grader (`pip install .` or `-e .`) is found there on the interpreter's own path.
A grader run from its source tree with nothing installed (`PYTHONPATH=.`, as on a machine lent
for a few minutes with only its own packages, see benchmarks/accelerator_check.py) is not:
there `python -I -m autograder...` ends at once with `No module named 'autograder'`. So each
command names the folder this grader was loaded from, and puts it first on the path only when
the interpreter's own path does not already hold it.
"""

from __future__ import annotations

import sys
from pathlib import Path

#: The folder that holds the `autograder` package this process imported.
HOME = str(Path(__file__).resolve().parent.parent)

_FIND_GRADER = f"import sys\nif {HOME!r} not in sys.path:\n    sys.path.insert(0, {HOME!r})\n"


def python_code(code: str, *arguments: str, executable: str | None = None) -> list[str]:
    """`python -I -c code arguments...`, where `code` can import this grader."""
    return [executable or sys.executable, "-I", "-c", _FIND_GRADER + code, *arguments]


def python_module(module: str, *arguments: str, executable: str | None = None) -> list[str]:
    """`python -I -m module arguments...` for one of this grader's modules, found wherever it was loaded from."""
    run = f"import runpy\nrunpy.run_module({module!r}, run_name='__main__', alter_sys=True)\n"
    return python_code(run, *arguments, executable=executable)
