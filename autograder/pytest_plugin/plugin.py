"""The pytest plugin behind `pytest autograder` (loaded through the `pytest11` entry point).

- options, in the group "jaxcourse grading", each with an ini twin: `--target DIR` (what to
  grade; `exercises/` by default) and `--results FILE` (Gradescope's results.json);
- the marker `exercise(id)` that ties a test item to a course.yml exercise;
- the `grading_submission` fixture: the target's exercise files, imported once per run;
- `Scoring`: records every marked item's outcome, shortens a check failure's report to its
  student-facing message, prints the score table and writes results.json;
- `FastExit`: a grading run started from the `pytest` command ends its process as soon as
  the report is written, skipping the second or so that tearing down JAX and the
  compiled programs takes (`JAXCOURSE_FAST_EXIT=0` turns this off).

A student's `pytest autograder -k 02_prng` starts fast: specs whose checks `-k` cannot select
are not imported (`_may_match`), neither here nor in the partner process, and hypothesis and
the grader are imported as written rather than assertion-rewritten by pytest
(`_import_libraries_as_written`).

The plugin stays silent in runs that collect no `exercise` items (e.g. `pytest tests`).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

# Light imports only: JAX and the checks are imported in `pytest_configure`, after a partner
# process (which imports them too) has been started.
from autograder import specs
from autograder.course.manifest import load_course
from autograder.grading.backend import expected_platform, is_exclusive, why_one_process
from autograder.pytest_plugin.partner import Partner, default_jobs

if TYPE_CHECKING:
    from autograder.grading.submission import Submission
    from autograder.engine.gradebook import Gradebook

SUBMISSION_KEY = pytest.StashKey["Submission"]()
GRADEBOOK_KEY = pytest.StashKey["Gradebook"]()
PARTNER_KEY = pytest.StashKey[Partner]()
SHARING_KEY = pytest.StashKey["Sharing"]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("jaxcourse grading")
    group.addoption(
        "--target",
        dest="grading_target",
        metavar="DIR",
        help="folder to grade, laid out like exercises/ (NN_topic/topic.py). Default: the course's exercises/.",
    )
    group.addoption(
        "--results",
        dest="grading_results",
        metavar="FILE",
        help="write Gradescope's results.json (one entry per exercise) to FILE.",
    )
    group.addoption(
        "--grading-jobs",
        dest="grading_jobs",
        type=int,
        metavar="N",
        help="1: grade in this process only; 2: a partner process grades exercises too (timed checks run alone). "
        "Default: 2 on a machine with two or more cores ($JAXCOURSE_JOBS overrides).",
    )
    parser.addini("grading_target", "default for --target")
    parser.addini("grading_results", "default for --results")


def pytest_configure(config: pytest.Config) -> None:
    if _grading_modules(config):
        _import_libraries_as_written(config)
    # The selected specs and the CPU devices each declares, read from their source, not imported.
    devices = {module: specs.declared_cpu_devices(_spec_path(module)) for module in _grading_modules(config, selected=True)}
    sharing = Sharing(config, devices)  # starts the partner, if any, before this process imports JAX
    _start_device_children(config, devices)  # likewise
    # Import the timing module before any student code: it keeps its own clock references.
    from autograder.checks import timing as _timing  # noqa: F401
    from autograder.grading.jax_setup import (
        enable_compilation_cache,
        share_lowering_context,
    )

    enable_compilation_cache()
    share_lowering_context()
    config.addinivalue_line(
        "markers",
        "exercise(id): the test item grades course.yml exercise `id` (e.g. 'arrays.set_diagonal').",
    )
    config.pluginmanager.register(Scoring(config), "jaxcourse-scoring")
    config.pluginmanager.register(FastExit(config), "jaxcourse-fast-exit")
    config.pluginmanager.register(sharing, "jaxcourse-sharing")
    _ACTIVE_CONFIGS.append(config)


def _spec_path(module: str) -> Path:
    """The source file of grading spec module `module`, to read without importing it."""
    return specs.FOLDER / f"{module.rsplit('.', 1)[1]}.py"


def _start_device_children(config: pytest.Config, devices: dict[str, set[int]]) -> None:
    """Start the several-device child (engine/on_devices.py) a selected spec needs, before this process imports JAX.

    Its Python and JAX then start beside this process's, instead of when the first such check
    runs (15_sharding's first check waited about a second for it). `devices`: the counts each
    selected spec declares (`specs.declared_cpu_devices`); a process that already has the devices
    (`XLA_FLAGS` giving eight) grades them itself, and its unused child only costs a start.
    """
    if config.getoption("collectonly"):
        return
    counts = set().union(*devices.values())
    if counts:
        from autograder.engine import on_devices

        for count in sorted(counts):
            on_devices.start_soon(count)


# Imported by every grading run, and marked by pytest for assertion rewriting because their
# distributions declare pytest plugins; none of their code relies on it.
_NOT_REWRITTEN = ("hypothesis", "autograder")


def _import_libraries_as_written(config: pytest.Config) -> None:
    """Let a grading run import hypothesis and the grader as they are, not assertion-rewritten by pytest.

    Pytest rewrites the `assert` statements of every module of a distribution that declares a
    pytest plugin, and caches the result in `__pycache__` only where it may write bytecode: with
    `PYTHONDONTWRITEBYTECODE` set it parses and compiles hypothesis's 150 modules again on every
    run (about a second). Their asserts are internal sanity checks, never a check's verdict (the
    partner process grades without any rewriting, and its verdicts are the same). The spec modules
    are still imported by pytest's collector, and student code never was rewritten.

    Caveat: the marks live in the rewrite hook's private `_must_rewrite` set; where a pytest
    has no such set, nothing changes (the run is only slower).
    """
    hook = getattr(config.pluginmanager, "rewrite_hook", None)
    marked = getattr(hook, "_must_rewrite", None)
    decided = getattr(hook, "_marked_for_rewrite_cache", None)
    if isinstance(marked, set) and isinstance(decided, dict):
        marked.difference_update(_NOT_REWRITTEN)
        decided.clear()


def _grading_target(config: pytest.Config) -> Path:
    target = _option(config, "grading_target")
    return Path(target) if target else load_course().root / "exercises"


def _grading_modules(config: pytest.Config, selected: bool = False) -> list[str]:
    """The grading specs the command line points at (`pytest autograder[/specs/arrays.py]`), else none.

    `selected`: only those whose checks `-k` may select (see `_may_match`).
    """
    modules: list[str] = []
    for arg in config.args:
        path = Path(str(arg).split("::")[0])
        path = path if path.is_absolute() else Path(config.invocation_params.dir) / path
        files = specs.spec_files(path)
        if selected and len(files) > 1:
            files = [file for file in files if _may_match(config, file)]
        modules.extend(specs.module_of_file(file) for file in files)
    return list(dict.fromkeys(modules))


def _may_match(config: pytest.Config, spec_file: Path) -> bool:
    """False only when `-k` can select none of this spec's checks: it is then not imported at all.

    `pytest autograder -k 02_prng` would import every topic's spec (and the partner process
    too) only to deselect all but one. Pytest matches `-k` against names of each item: its own
    (`test_dropout[values]`), its parents' (`prng.py`, the folders above), its markers and its
    function's attributes, and the topic's folder (`02_prng`, added by this plugin). course.yml
    gives a superset of these for every item of a topic without importing its spec
    (`_spec_keywords`). An expression made of names, `and` and `or` matches a superset of
    names whenever it matches the names themselves, so a spec left out here had nothing to
    select; an expression with `not` is not decided here (every spec is collected).

    Caveat: pytest's `-k` parser (`_pytest.mark.expression`) is private; where it is missing
    or parses differently, every spec is collected, as before.
    """
    expression = (config.getoption("keyword") or "").strip()
    if not expression or re.search(r"\bnot\b", expression):
        return True
    names = _spec_keywords(spec_file)
    if names is None:
        return True
    try:
        from _pytest.mark.expression import Expression

        compiled = Expression.compile(expression)
    except Exception:  # noqa: BLE001 - a malformed expression: pytest reports it
        return True

    def matcher(subname: str, /, **kwargs: object) -> bool:
        return bool(kwargs) or any(subname.lower() in name for name in names)

    return bool(compiled.evaluate(matcher))


def _spec_keywords(spec_file: Path) -> set[str] | None:
    """Lower-cased names that pytest may match `-k` against for any item of this spec, or None if unknown."""
    course = load_course()
    topic = next((topic for topic in course.topics if topic.id == Path(spec_file).stem), None)
    if topic is None:
        return None
    names = {*Path(spec_file).parts, *Path(spec_file).resolve().parts, topic.folder, *_MARKERS}
    for exercise in course.exercises:
        if exercise.topic == topic.id:
            names.add(f"test_{exercise.function}")
            names.update(f"test_{exercise.function}[{check}]" for check in exercise.checks)
    return {name.lower() for name in names}


# The marker names and function attributes of an `exercise_test` item (see `items.py`).
_MARKERS = ("exercise", "parametrize", "pytestmark")


class SpecModule(pytest.Module):
    """A topic's grading spec, collected as one test per exercise (`items.exercise_test`).

    The spec module only declares `ExerciseSpec`s (`register(...)`): it imports nothing of
    pytest or of this plugin, so the grader's other front ends (`jaxcourse`, notebook cells,
    batch workers, `mutate`) load the same declarations without a test framework. Here, once
    pytest has imported the module, a test per exercise of its topic (course.yml's order) is
    added to it under `test_<function>`, and pytest collects those as it collects any test.
    """

    def collect(self):  # type: ignore[no-untyped-def]
        from autograder.course.manifest import load_course
        from autograder.engine.registry import spec_for
        from autograder.pytest_plugin.items import exercise_test

        course = load_course()
        topic = self.path.stem
        for exercise in course.exercises:
            if exercise.topic == topic and not hasattr(self.obj, f"test_{exercise.function}"):
                setattr(self.obj, f"test_{exercise.function}", exercise_test(exercise, spec_for(exercise, course)))
        return super().collect()


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Module | None:
    """Collect the grading specs (`autograder/specs/*.py`), which are not named `test_*.py`.

    A spec named on the command line is an initial path, which pytest collects itself (through
    `pytest_pycollect_makemodule`). A spec none of whose checks `-k` can select is left out
    (`_may_match`).
    """
    if specs.is_spec_file(file_path) and not parent.session.isinitpath(file_path):
        if not _may_match(parent.config, file_path):
            return None  # `-k` selects none of its checks: not imported
        return SpecModule.from_parent(parent, path=file_path)
    return None


def pytest_pycollect_makemodule(module_path: Path, parent: pytest.Collector) -> pytest.Module | None:
    """A grading spec named on the command line (`pytest autograder/specs/arrays.py`) is a `SpecModule` too."""
    if specs.is_spec_file(module_path):
        return SpecModule.from_parent(parent, path=module_path)
    return None


def pytest_itemcollected(item: pytest.Item) -> None:
    """A grading item also answers to its topic's folder: `pytest autograder -k 01_arrays` grades one topic."""
    marker = item.get_closest_marker("exercise")
    if marker is not None:
        course = load_course()
        item.extra_keyword_matches.add(course.topic(course.exercise(marker.args[0]).topic).folder)


def _option(config: pytest.Config, name: str) -> str | None:
    return config.getoption(name) or config.getini(name) or None


@pytest.fixture(scope="session")
def grading_submission(request: pytest.FixtureRequest) -> Submission:
    """The submission this run grades (`--target`, else the course's exercises/)."""
    config = request.config
    if SUBMISSION_KEY not in config.stash:
        from autograder.grading.submission import Submission

        config.stash[SUBMISSION_KEY] = Submission(_grading_target(config))
    return config.stash[SUBMISSION_KEY]


@pytest.fixture(scope="session")
def grading_partner(request: pytest.FixtureRequest) -> Partner | None:
    """The partner process grading part of this run, or None (see `autograder.pytest_plugin.partner`)."""
    return request.config.stash.get(PARTNER_KEY, None)


def _open_backend() -> str:
    """Start this process's JAX backend and name its platform (`cpu`, `tpu`, `gpu`).

    A device another process holds (a notebook kernel or a second pytest on the TPU) ends the
    run with one message instead of a failure per check; any other failure to start is left to
    the checks, which show JAX's own error ("cpu" is returned).
    """
    from autograder.grading.backend import held_elsewhere, start_backend

    try:
        return start_backend(wait_seconds=5.0)
    except RuntimeError as error:
        if held_elsewhere(error):
            pytest.exit(f"JAX could not open the accelerator: another process holds it ({str(error).splitlines()[0][:160]}). "
                        "Only one program at a time can use a TPU: close the other one (a notebook's kernel, another "
                        "pytest or python) and run again.", returncode=pytest.ExitCode.USAGE_ERROR)
        return "cpu"


class Sharing:
    """Starts a partner process early, hands it the collected work, and stops it at the end."""

    def __init__(self, config: pytest.Config, devices: dict[str, set[int]]) -> None:
        """`devices`: the selected spec modules and the CPU device counts each declares."""
        self.config = config
        config.stash[SHARING_KEY] = self
        jobs = config.getoption("grading_jobs") or default_jobs()
        platform = expected_platform()
        modules = list(devices) if jobs >= 2 and not _ACTIVE_CONFIGS else []
        self.alone = "" if modules else "one process (--grading-jobs 1, or one core)"
        if modules and is_exclusive(platform):  # (or JAXCOURSE_EXCLUSIVE_DEVICE=1)
            # A TPU admits one process (a second one cannot open the chip), a GPU's memory may not
            # admit two: the verdicts are this process's, on the device the student computes on.
            modules, self.alone = [], f"one process ({why_one_process(platform)})"
        if modules and all(devices[module] for module in modules):
            # Every selected topic starts the eight-device child (15_sharding grades all its checks
            # there, 11_devices one): on two cores a third process starting JAX costs more than it
            # shares (11_devices' stubs: 2.7 s with a partner, 2.2 s without; its solutions 3.2 s either way).
            modules, self.alone = [], "one process (the selected topics grade on eight CPU devices in a child)"
        if modules:
            try:
                config.stash[PARTNER_KEY] = Partner(_grading_target(config), modules)
            except OSError:
                self.alone = "one process (no process to spare)"  # a process limit, say: grade in this one

    def processes_line(self) -> str:
        """How many processes graded this run, and why, for the score table's header."""
        partner = self.config.stash.get(PARTNER_KEY, None)
        if partner is None:
            return f"grading: {self.alone}"
        if not partner.sent:
            return f"grading: {self.alone or 'one process (too little work to share)'}"
        if not partner.results:
            return ("grading: one process (the partner process could not open JAX's backend beside this one, "
                    "or graded nothing)")
        graded = len({exercise for exercise, _ in partner.results})
        return f"grading: two processes (a partner process graded {graded} exercise(s); timed checks ran alone)"

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
        """Timed checks go last (they run alone, after the partner); the partner gets the rest.

        Except the checks graded in an eight-device child (`engine/on_devices.py`): the
        partner would start a second child, Python and JAX once more, which on two cores costs
        more than sharing the checks saves (15_sharding: 10 s against 5 s on a loaded machine).
        """
        partner = config.stash.get(PARTNER_KEY, None)
        marked = [item.get_closest_marker("exercise") for item in items]
        if not items or not all(marked) or config.getoption("collectonly"):
            if partner is not None:
                partner.send([])
            return
        platform = _open_backend()  # this process's backend first: the partner opens its own only after
        if partner is None:
            return
        if is_exclusive(platform):
            self.alone = f"one process ({why_one_process(platform)})"
            partner.send([])
            return
        from autograder.engine import on_devices
        from autograder.engine.registry import spec_for

        course = load_course()
        untimed: list[pytest.Item] = []
        timed: list[pytest.Item] = []
        work: dict[str, list[str]] = {}
        for item, marker in zip(items, marked):
            exercise = course.exercise(marker.args[0])
            spec = spec_for(exercise, course)
            check = item.callspec.params.get("check", "") if hasattr(item, "callspec") else ""
            if check in spec.timed_checks(exercise.checks):
                timed.append(item)
                continue
            untimed.append(item)
            if not spec.needs_devices(check) or on_devices.available_here(spec.cpu_devices):
                work.setdefault(exercise.id, []).append(check)
        items[:] = untimed + timed
        partner.send(list(work.items()) if len(work) > 1 else [])

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        partner = self.config.stash.get(PARTNER_KEY, None)
        if partner is not None:
            partner.close()

    def pytest_terminal_summary(self, terminalreporter) -> None:  # type: ignore[no-untyped-def]
        partner = self.config.stash.get(PARTNER_KEY, None)
        if partner is not None and partner.sent and self.config.getoption("verbose") > 0:
            graded = sorted({exercise for exercise, _ in partner.results})
            terminalreporter.write_line(
                f"graded in two processes: the partner process graded {len(graded)} exercise(s): {', '.join(graded) or 'none'}"
            )


class Scoring:
    """Turns marked test outcomes into exercise scores, a table and results.json."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config

    @property
    def gradebook(self) -> Gradebook:
        if GRADEBOOK_KEY not in self.config.stash:
            from autograder.engine.gradebook import Gradebook

            self.config.stash[GRADEBOOK_KEY] = Gradebook(load_course())
        return self.config.stash[GRADEBOOK_KEY]

    def pytest_collection_modifyitems(self, session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
        """In a grading run, let the score table speak: no per-check tracebacks or summary lines.

        Only when the user chose neither `--tb` nor `-r`; `-v` still lists every check.
        """
        if not items or not all(item.get_closest_marker("exercise") for item in items):
            return
        if config.getoption("tbstyle") == "auto":
            config.option.tbstyle = "no"
        reporter = config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None and config.getoption("reportchars") == "fE":
            reporter.reportchars = ""

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo):  # type: ignore[no-untyped-def]
        from autograder.grading.failures import CheckFailure
        from autograder.grading.outcome import CheckResult, Outcome

        outcome = yield
        report: pytest.TestReport = outcome.get_result()
        marker = item.get_closest_marker("exercise")
        if marker is None:
            return
        check = item.callspec.params.get("check", item.name) if hasattr(item, "callspec") else item.name
        if call.excinfo is not None and call.excinfo.errisinstance(CheckFailure):
            report.longrepr = str(call.excinfo.value)
        if report.when == "call" or (report.when == "setup" and not report.passed):
            if report.passed:
                self.gradebook.record(marker.args[0], CheckResult(check, Outcome.PASSED))
            elif report.skipped:
                reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
                self.gradebook.record(marker.args[0], CheckResult(check, Outcome.NOT_GRADED, reason.removeprefix("Skipped: ")))
            else:
                message = str(call.excinfo.value) if call.excinfo is not None else str(report.longrepr)
                self.gradebook.record(marker.args[0], CheckResult(check, Outcome.FAILED, message))

    def pytest_terminal_summary(self, terminalreporter) -> None:  # type: ignore[no-untyped-def]
        if not self.gradebook.results:
            return
        terminalreporter.section("JAX course: grades")
        submission = self.config.stash.get(SUBMISSION_KEY, None)
        if submission is not None:
            terminalreporter.write_line(f"graded: {submission.target}")
        sharing = self.config.stash.get(SHARING_KEY, None)
        for index, line in enumerate(self.gradebook.table()):
            terminalreporter.write_line(line)
            if index == 0 and sharing is not None:  # under the backend's line
                terminalreporter.write_line(sharing.processes_line())

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        results = _option(self.config, "grading_results")
        if results and self.gradebook.results:
            self.gradebook.write_results(Path(results))


_ACTIVE_CONFIGS: list[pytest.Config] = []


def _started_by_pytest_command() -> bool:
    """True when this process is the `pytest` command itself (not a script calling `pytest.main`)."""
    program = Path(sys.argv[0]) if sys.argv and sys.argv[0] else Path()
    return program.name in {"pytest", "py.test"} or program.parts[-2:] == ("pytest", "__main__.py")


class FastExit:
    """Ends a grading run's process right after its last report, with pytest's exit status.

    Interpreter shutdown after a grading run takes more than a second (JAX tears down its
    backend and thousands of compiled programs); nothing in it matters to a finished run.
    Only a process started as the `pytest` command, running no other pytest session (so never
    inside the author's suite or a program that calls `pytest.main`), and only when the run
    graded exercises. `JAXCOURSE_FAST_EXIT=0` turns it off.
    """

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.status: int | None = None

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        self.status = int(exitstatus)

    @pytest.hookimpl(trylast=True)
    def pytest_unconfigure(self, config: pytest.Config) -> None:
        if config in _ACTIVE_CONFIGS:
            _ACTIVE_CONFIGS.remove(config)
        graded = GRADEBOOK_KEY in config.stash and bool(config.stash[GRADEBOOK_KEY].results)
        wanted = os.environ.get("JAXCOURSE_FAST_EXIT", "1").lower() not in {"0", "off", "false", "no"}
        if not (graded and wanted and self.status is not None and not _ACTIVE_CONFIGS and _started_by_pytest_command()):
            return
        for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
            try:
                stream.flush()
            except Exception:  # a closed or replaced stream: nothing left to flush
                pass
        os._exit(self.status)
