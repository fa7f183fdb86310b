"""Tampering: student code that reaches the grader's own machinery instead of solving the exercise.

A student's function runs in the same interpreter as the checks that judge it (in a batch
worker, beside the code that reports the verdicts). Nothing in one interpreter can stop code
that walks to the grader's objects, so this module makes doing so *visible*, in two ways:

1. **In the source** (`findings`, read with `ast`, no code run): a topic file that imports the
   grader (`autograder`), or reaches interpreter internals no JAX exercise needs: frames
   (`sys._getframe`, `inspect.currentframe`/`stack`, `f_back`, `f_globals`, `tb_frame`), the
   object graph (`gc.get_objects`/`get_referrers`/`get_referents`, `__subclasses__`), the module
   table (`sys.modules`), tracing hooks (`sys.settrace`/`setprofile`), raw memory (`ctypes`), the
   process's own descriptors and memory (`/proc/self`, `/dev/fd`), or replaces a function's
   code (`f.__code__ = ...`; reading it, as a cache key, is no reach). A use in an exercise's own function costs
   that exercise; one in a helper costs the exercises whose functions call it (directly or through other
   helpers), a module-level import those whose functions read a name it binds; code outside every function,
   or a helper nothing calls, costs every exercise of the file (`exercise_findings`).
2. **At run time** (`watching`): an audit hook (`sys.addaudithook`, which cannot be removed)
   sees the interpreter's own events for the same reaches (`sys._getframe`, `gc.get_objects`,
   `sys.settrace`, `ctypes.dlopen`, a `__code__` replaced, an `autograder` module imported, ...)
   and records one when the audited function was called by a student file itself (not by a
   library on its behalf: `logging` and `warnings` read frames for every message, and JAX calls
   `sys._getframe` as it traces). `notify`, when set (a batch worker), is told at once, before
   student code regains control.

`engine/exercise.py` fails every check of an exercise with a finding (`FailureKind.TAMPERING`),
in every path, after running it all the same (what it found is kept in the message: in the batch,
whatever the code does is contained by the sandbox); the batch parent runs `findings` itself on
the files it holds and keeps what a worker told as it happened, so a worker cannot hide a finding
from the gradebook (`tampering.csv`), and the class report lists each one.

Caveats: code built at run time (`getattr(__import__("s" + "ys"), ...)`) escapes the source scan,
and code that never triggers an audited event escapes the hook, as does a reach made through a
library (`inspect.stack()` or `ctypes.CDLL`, built at run time) and a topic file's module-level
code (it runs at import, before any check watches); what is found is the
evidence, not a proof that nothing else happened. No course exercise needs any of the listed
names: the solutions, the variants and the red teams' correct solutions are scanned clean by a
test (tests/grading/test_tampering.py), which is how a false alarm would show.
"""

from __future__ import annotations

import ast
import contextlib
import os
import sys
import threading
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterator

# name used as an attribute (`x.NAME`) -> why it reaches the grader's machinery
ATTRIBUTES = {
    "_getframe": "reads the interpreter's call frames",
    "_current_frames": "reads the interpreter's call frames",
    "currentframe": "reads the interpreter's call frames",
    "stack": None,  # only as `inspect.stack` (MODULE_ATTRIBUTES): `jnp.stack` is JAX's
    "f_back": "walks up the call frames to the code that called it",
    "f_globals": "reads another frame's variables",
    "f_locals": "reads another frame's variables",
    "tb_frame": "reads the interpreter's call frames",
    "get_objects": "searches every object in the interpreter",
    "get_referrers": "searches the objects that refer to one",
    "get_referents": "searches the objects one refers to",
    "__subclasses__": "searches every class in the interpreter",
    "settrace": "installs a tracing hook that sees the grader's code",
    "setprofile": "installs a profiling hook that sees the grader's code",
}
CODE_REASON = "replaces a function's compiled code"  # reading `f.__code__` (a cache key, say) is no reach: writing is
MODULE_ATTRIBUTES = {  # (module, attribute) -> why, where the attribute alone is common
    ("sys", "modules"): "reaches every loaded module, the grader's included",
    ("inspect", "stack"): "reads the interpreter's call frames",
    ("inspect", "getouterframes"): "reads the interpreter's call frames",
    ("inspect", "trace"): "reads the interpreter's call frames",
}
MODULES = {  # imported module (or its first part) -> why
    "autograder": "imports the grader",
    "ctypes": "reaches raw memory and C functions (ctypes)",
    "gc": None,  # `gc.collect()` is harmless: only its search functions count (ATTRIBUTES)
}
PATHS = ("/proc/self", "/dev/fd")  # a string constant holding one of these -> why
PATH_REASON = "opens the process's own file descriptors or memory"


@dataclass(frozen=True)
class Finding:
    """One reach into the grader's machinery: where, what and why."""

    line: int
    code: str  # the source text of what was found, e.g. `gc.get_objects`
    why: str
    function: str | None  # the top-level function it is in, or None (module level, a class)
    binds: frozenset[str] = frozenset()  # an import's names: a module-level import costs the functions that use them

    def describe(self, file: str) -> str:
        return f"line {self.line} of {file}, `{self.code}`, {self.why}"


def _dotted(node: ast.AST) -> str | None:
    """`a.b.c` for a chain of names and attributes, else None."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


class _Scan(ast.NodeVisitor):
    def __init__(self) -> None:
        self.found: list[Finding] = []
        self.function: str | None = None
        self.aliases: dict[str, str] = {}  # local name -> module it stands for (`import inspect as i`)
        self.uses: dict[str | None, set[str]] = {}  # top-level function (None: elsewhere) -> the names it reads

    def _add(self, node: ast.AST, code: str, why: str, binds: frozenset[str] = frozenset()) -> None:
        self.found.append(Finding(getattr(node, "lineno", 0), code, why, self.function, binds))

    def visit_Name(self, node: ast.Name) -> None:
        self.uses.setdefault(self.function, set()).add(node.id)

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        if self.function is not None:
            self.generic_visit(node)
            return
        self.function = node.name
        self.generic_visit(node)
        self.function = None

    visit_AsyncFunctionDef = visit_FunctionDef

    def _module(self, name: str, node: ast.Import | ast.ImportFrom) -> None:
        why = MODULES.get(name.split(".")[0])
        if why is not None:
            binds = frozenset((a.asname or a.name).split(".")[0] for a in node.names)
            self._add(node, ast.unparse(node), why, binds)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._module(alias.name, node)
            self.aliases[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else alias.name.split(".")[0]

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = node.module or ""
        if node.level == 0:
            self._module(module, node)
        for alias in node.names:
            why = ATTRIBUTES.get(alias.name) or MODULE_ATTRIBUTES.get((module, alias.name))
            if why is not None:
                self._add(node, f"from {module} import {alias.name}", why)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        why = ATTRIBUTES.get(node.attr)
        if node.attr == "__code__" and isinstance(node.ctx, (ast.Store, ast.Del)):
            why = CODE_REASON
        owner = _dotted(node.value)
        module = self.aliases.get(owner, owner) if owner is not None else None
        if why is None and module is not None:
            why = MODULE_ATTRIBUTES.get((module, node.attr))
        if why is not None:
            self._add(node, ast.unparse(node), why)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        # getattr(x, "f_back"), __import__("gc"), importlib.import_module("autograder")
        name = _dotted(node.func)
        first = node.args[1] if name in ("getattr", "setattr") and len(node.args) > 1 else node.args[0] if node.args else None
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            if name == "getattr" and ATTRIBUTES.get(first.value):
                self._add(node, ast.unparse(node), ATTRIBUTES[first.value])
            elif name == "setattr" and first.value == "__code__":
                self._add(node, ast.unparse(node), CODE_REASON)
            elif name in ("__import__", "importlib.import_module") and MODULES.get(first.value.split(".")[0]):
                self._add(node, ast.unparse(node), MODULES[first.value.split(".")[0]])
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and any(path in node.value for path in PATHS):
            self._add(node, repr(node.value), PATH_REASON)


@lru_cache(maxsize=256)
def _scanned(source: str) -> _Scan:
    scan = _Scan()
    try:
        scan.visit(ast.parse(source))
    except (SyntaxError, ValueError):
        pass  # importing reports it
    return scan


def findings(source: str) -> tuple[Finding, ...]:
    """Every reach into the grader's machinery in `source` (empty when it does not parse: importing reports that)."""
    return tuple(_scanned(source).found)


def exercise_findings(source: str, function: str, exercise_functions: frozenset[str]) -> tuple[Finding, ...]:
    """The findings that cost the exercise whose function is `function`.

    A finding in `function`'s own body does, one in another exercise's function does not. One in a helper (a
    top-level function that is no exercise's) costs the exercises whose functions call it, directly or through
    other helpers; an import at module level (`import ctypes as c`) those whose functions read a name it binds.
    Where code outside every function reads the helper or the name, or nothing does, it costs every exercise.
    """
    uses = _scanned(source).uses
    served: dict[frozenset[str], frozenset[str] | None] = {}

    def serves(names: frozenset[str], seen: frozenset[str] = frozenset()) -> frozenset[str] | None:
        """The exercise functions that reach `names` (None: every one)."""
        readers = {reader for reader, read in uses.items() if read & names}
        if not readers or None in readers:
            return None
        found: set[str] = set()
        for reader in readers:
            if reader in exercise_functions:
                found.add(reader)
            elif reader not in seen:
                through = serves(frozenset({reader}), seen | names | {reader})
                if through is None:
                    return None
                found |= through
        return frozenset(found)

    def costs(finding: Finding) -> bool:
        if finding.function in exercise_functions:
            return finding.function == function
        names = frozenset({finding.function}) if finding.function is not None else finding.binds
        if not names:
            return True  # module-level code
        if names not in served:
            served[names] = serves(names)
        reached = served[names]
        return reached is None or function in reached

    return tuple(f for f in findings(source) if costs(f))


ADVICE = "The exercise scores 0, and your instructor sees this finding. Solve it with JAX and NumPy alone."


def message(found: tuple[Finding, ...], file: str) -> str:
    """The student-facing text for source findings (the first three shown)."""
    shown = "; ".join(f.describe(file) for f in found[:3])
    more = f" (and {len(found) - 3} more)" if len(found) > 3 else ""
    return f"tampering: this code reaches the grader's own machinery ({shown}{more}). {ADVICE}"


def run_time_message(reached: list["Event"]) -> str:
    """The student-facing text for what the audit hook saw (the first three distinct reaches)."""
    distinct = list(dict.fromkeys(event.describe() for event in reached))
    more = f" (and {len(distinct) - 3} more)" if len(distinct) > 3 else ""
    return f"tampering: while it ran, this code reached the grader's own machinery ({'; '.join(distinct[:3])}{more}). {ADVICE}"


# --- at run time -----------------------------------------------------------------------------------
EVENTS = {  # audit event -> why (None: decided by `_event_reason`)
    "sys._getframe": "reads the interpreter's call frames",
    "sys._current_frames": "reads the interpreter's call frames",
    "sys.settrace": "installs a tracing hook that sees the grader's code",
    "sys.setprofile": "installs a profiling hook that sees the grader's code",
    "gc.get_objects": "searches every object in the interpreter",
    "gc.get_referrers": "searches the objects that refer to one",
    "gc.get_referents": "searches the objects one refers to",
    "ctypes.dlopen": "reaches raw memory and C functions (ctypes)",
    "ctypes.dlsym": "reaches raw memory and C functions (ctypes)",
    "ctypes.cdata": "reaches raw memory and C functions (ctypes)",
    "ctypes.addressof": "reaches raw memory and C functions (ctypes)",
    "object.__setattr__": None,
    "object.__getattr__": None,
    "import": None,
    "open": None,
}
def _passed_over(file: str) -> bool:
    """Frames between the audited call and its caller: this module's, and the import machinery's."""
    return file == __file__ or file.startswith("<frozen importlib")


def _event_reason(event: str, args: tuple) -> str | None:
    if event == "object.__setattr__":
        return CODE_REASON if len(args) > 1 and str(args[1]) == "__code__" else None
    if event == "object.__getattr__":
        return EVENTS_ATTRIBUTE.get(str(args[1])) if len(args) > 1 else None
    if event == "import":
        return MODULES.get(str(args[0]).split(".")[0]) if args and str(args[0]).split(".")[0] == "autograder" else None
    if event == "open":
        target = str(args[0]) if args else ""
        return PATH_REASON if any(target.startswith(p) for p in PATHS) else None
    return EVENTS.get(event)


EVENTS_ATTRIBUTE = {"f_back": "walks up the call frames to the code that called it",
                    "f_globals": "reads another frame's variables", "tb_frame": "reads the interpreter's call frames"}


@dataclass(frozen=True)
class Event:
    """One audited reach by student code at run time."""

    event: str
    why: str
    file: str
    line: int

    def describe(self) -> str:
        return f"line {self.line} of {Path(self.file).name} ({self.event}), {self.why}"


class _Watch:
    files: frozenset[str] = frozenset()
    seen: list[Event] = []
    notify: Callable[[Event], None] | None = None
    installed = False
    busy = threading.local()


def _hook(event: str, args: tuple) -> None:
    if not _Watch.files or event not in EVENTS or getattr(_Watch.busy, "on", False):
        return
    why = _event_reason(event, args)
    if why is None:
        return
    _Watch.busy.on = True
    try:
        frame = sys._getframe(1)
        while frame is not None and _passed_over(frame.f_code.co_filename):
            frame = frame.f_back
        if frame is None or str(Path(frame.f_code.co_filename).resolve()) not in _Watch.files:
            return
        found = Event(event, why, frame.f_code.co_filename, frame.f_lineno)
        _Watch.seen.append(found)
        if _Watch.notify is not None:
            try:
                _Watch.notify(found)
            except Exception:  # noqa: BLE001 - the channel is gone: the check's own failure still tells
                pass
    finally:
        _Watch.busy.on = False


@contextlib.contextmanager
def watching(files: set[Path]) -> Iterator[list[Event]]:
    """Record (in the list it yields) every audited reach made by code of `files` while the block runs."""
    if not _Watch.installed:
        sys.addaudithook(_hook)
        _Watch.installed = True
    outer_files, outer_seen = _Watch.files, _Watch.seen
    _Watch.files = frozenset(str(Path(f).resolve()) for f in files)
    _Watch.seen = []
    try:
        yield _Watch.seen
    finally:
        _Watch.files, _Watch.seen = outer_files, outer_seen


def set_notify(notify: Callable[[Event], None] | None) -> None:
    """Have `notify` told of each event as it happens (a batch worker: a line to the parent before student code
    goes on)."""
    _Watch.notify = notify
