"""Command lines that start one of this grader's modules in a fresh, isolated Python.

The processes that run student code or judge it (batch workers, the zygote, the eight-device
child, the sandbox's probe) start Python with `-I`: no `PYTHONPATH`, no user site-packages and
no current folder on the import path, so nothing in the environment decides what they import.
An installed grader (`pip install .` or `-e .`) is found there on the interpreter's own path.
A grader run from its source tree with nothing installed (`PYTHONPATH=.`, as on a machine lent
for a few minutes with only its own packages, see benchmarks/accelerator_check.py) is not:
there `python -I -m autograder...` ends at once with `No module named 'autograder'`. Likewise
JAX itself: on a lent TPU machine jax, jaxlib, libtpu and numpy are found only through
`PYTHONPATH`. So each command names the folders this process found the grader and its
libraries in (`library_paths`), and puts them first on the child's path, in this process's
order, where the interpreter's own path does not already hold them: a child imports what its
parent imported, and nothing else of the environment. The sandbox binds the same folders
(`batch/isolation.py`).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

#: The folder that holds the `autograder` package this process imported.
HOME = str(Path(__file__).resolve().parent.parent)

#: What the grader's children import (the grader's dependencies and JAX's, its accelerator plugins),
#: looked up without importing them: a child may start before this process has imported JAX.
LIBRARIES = (
    "jax", "jaxlib", "numpy", "scipy", "ml_dtypes", "opt_einsum", "yaml", "hypothesis", "attr", "sortedcontainers",
    "seccomp", "libtpu", "jax_plugins", "jax_cuda12_plugin", "jax_cuda13_plugin", "jax_cuda12_pjrt", "jax_cuda13_pjrt",
    "nvidia",
)


def _entry_of(location: str, entries: list[str]) -> str | None:
    """The import-path entry (of `entries`, absolute) that `location` lies in; the longest such one."""
    holding = [entry for entry in entries if location == entry or location.startswith(entry.rstrip(os.sep) + os.sep)]
    return max(holding, key=len) if holding else None


def library_paths() -> list[str]:
    """The folders of this process's import path that hold the grader's libraries, in path order.

    A folder counts when it holds one of `LIBRARIES` (found where this process would import
    it) or a module this process has already imported (its `__file__`); the current folder
    counts only through those. Folders that are gone are left out.
    """
    entries = [os.path.abspath(entry or os.curdir) for entry in sys.path if isinstance(entry, str)]
    entries = [entry for entry in dict.fromkeys(entries) if os.path.isdir(entry)]
    used: set[str] = set()

    def note(location: str | None) -> None:
        if location:
            entry = _entry_of(os.path.abspath(location), entries)
            if entry is not None:
                used.add(entry)

    for name in LIBRARIES:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            continue
        if spec is not None:
            note(spec.origin if spec.origin not in (None, "namespace") else None)
            for folder in spec.submodule_search_locations or ():
                note(folder)
    for module in list(sys.modules.values()):
        note(getattr(module, "__file__", None))
    return [entry for entry in entries if entry in used]


def _find_grader() -> str:
    folders = list(dict.fromkeys([HOME, *library_paths()]))
    return f"import sys\nsys.path[0:0] = [folder for folder in {folders!r} if folder not in sys.path]\n"


def python_code(code: str, *arguments: str, executable: str | None = None) -> list[str]:
    """`python -I -c code arguments...`, where `code` can import this grader and the libraries this process found."""
    return [executable or sys.executable, "-I", "-c", _find_grader() + code, *arguments]


def python_module(module: str, *arguments: str, executable: str | None = None) -> list[str]:
    """`python -I -m module arguments...` for one of this grader's modules, found wherever it was loaded from."""
    run = f"import runpy\nrunpy.run_module({module!r}, run_name='__main__', alter_sys=True)\n"
    return python_code(run, *arguments, executable=executable)
