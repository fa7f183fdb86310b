"""Hostile submissions graded in one batch with honest ones, by the real grading command.

Each hostile submission is the solutions with one attack appended (code appended to a
module replaces what it redefines). Each must lose exactly the exercises it attacked, the
batch must finish, every honest submission must get exactly the grade it gets alone, and
no process of the batch may be left behind.

Every attack is bounded in itself too (second line of defence on a shared machine): the
memory bomb allocates at most 6 GiB in 256 MiB steps, the process bomb forks at most 200
processes that exit after 60 s, the output flood writes 100 MiB at most.
"""

from __future__ import annotations

import http.server
import json
import os
import re
import secrets
import subprocess
import sys
import tempfile
import textwrap
import threading
from pathlib import Path

import pytest

from autograder.batch.isolation import batch_uids, detect_level, uid_processes
from autograder.course.manifest import load_course

COURSE = load_course()
ROOT = COURSE.root
ONLY = ["arrays.set_diagonal", "arrays.add_at"]  # the untimed attacks
TIMED_ONLY = ["jit.selu", "prng.two_normals"]  # the attacks on the clock and on key-reuse checking
POINTS = {exercise_id: COURSE.exercise(exercise_id).points for exercise_id in ONLY + TIMED_ONLY}
EXERCISE_TIMEOUT = "20"
# Appended before an attack: the worker's own grading function, found through `gc`, made to report every
# check as passed under its own name (what only the parent's re-check can still catch).
FORGES_EVERY_PASS = """
import gc as _gc, sys as _sys
_outcome = _sys.modules["autograder.grading.outcome"]
def _passes(case, name, errors="raise", who=""):
    return _outcome.CheckResult(name, _outcome.Outcome.PASSED, "")
for _table in [o for o in _gc.get_objects() if type(o) is dict and "grade_check" in o and "make_case" in o]:
    _table["grade_check"] = _passes
"""
NAIVE_SELU = """
    import jax as _jax
    import jax.numpy as _jnp
    def selu(x):  # correct, not jitted: far below the speed-up threshold
        return 1.0507010 * _jnp.where(x > 0, x, 1.6732632 * (_jnp.exp(x) - 1))
    selu.lower = _jax.jit(selu).lower  # looks jitted to the `jitted` check: only the clock can tell it is slow
    """


def make_submission(folder: Path, patches: dict[str, str] | None = None, base: str = "solutions",
                    topics: tuple[str, ...] = ("01_arrays",)) -> Path:
    """The `base` files of `topics`, with `patches[topic]` appended to that topic's file."""
    for topic in COURSE.topics:
        if topic.folder in topics:
            target = folder / topic.module_file
            target.parent.mkdir(parents=True, exist_ok=True)
            source = (ROOT / base / topic.module_file).read_text()
            target.write_text(source + "\n\n" + textwrap.dedent((patches or {}).get(topic.folder, "")))
    return folder


def grade(submissions: Path, out: Path, *extra: str, only: list[str] = ONLY) -> subprocess.CompletedProcess:
    """The real grading command, in a subprocess."""
    command = [
        sys.executable, "-m", "autograder", "grade", str(submissions), "--out", str(out), "--only", *only,
        "--jobs", "2", "--exercise-timeout", EXERCISE_TIMEOUT, "--memory-gib", "3", *extra,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=900, cwd=ROOT)


def results(out: Path, student: str) -> dict[str, dict]:
    data = json.loads((out / "results" / f"{student}.json").read_text())
    return {test["name"]: test for test in data["tests"]}


def solution_server(directory: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    """An HTTP server on this machine's loopback serving `directory` (for the network attack)."""
    handler = lambda *a, **k: http.server.SimpleHTTPRequestHandler(*a, directory=str(directory), **k)  # noqa: E731
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def attacks(submissions: Path, out: Path, url: str) -> dict[str, tuple[dict[str, str], set[str], str]]:
    """name -> (patches, exercises it must lose, a phrase its first lost exercise's feedback must hold)."""
    arrays = ("arrays.set_diagonal", "arrays.add_at")
    other = submissions / "honest_full" / "01_arrays" / "arrays.py"
    return {
        "exit_at_import": ({"01_arrays": "import sys\nsys.exit(0)\n"}, set(arrays), "could not be imported"),
        "os_exit_at_import": ({"01_arrays": "import os\nos._exit(0)\n"}, set(arrays), "ended the grading process"),
        "infinite_loop": (
            {"01_arrays": "def set_diagonal(x, value):\n    while True:\n        pass\n"},
            {"arrays.set_diagonal"}, f"did not finish within {EXERCISE_TIMEOUT} s",
        ),
        "sleeps": (
            {"01_arrays": "import time\ndef add_at(size, indices, values):\n    time.sleep(3600)\n"},
            {"arrays.add_at"}, f"did not finish within {EXERCISE_TIMEOUT} s",
        ),
        "memory_bomb": (
            {"01_arrays": """
                import numpy as _np
                _hoard = []
                def set_diagonal(x, value):
                    for _ in range(24):  # at most 6 GiB, 256 MiB at a time
                        _hoard.append(_np.ones(32 << 20))
                    return x
                """},
            {"arrays.set_diagonal"}, "MemoryError",
        ),
        "process_bomb": (
            {"01_arrays": """
                import os as _os, time as _time
                _set_diagonal = set_diagonal
                def set_diagonal(x, value):
                    for _ in range(200):  # at most 200 processes, each gone after 60 s
                        if _os.fork() == 0:
                            _time.sleep(60)
                            _os._exit(0)
                    return _set_diagonal(x, value)
                """},
            {"arrays.set_diagonal"}, "",
        ),
        "output_flood": (
            {"01_arrays": """
                import sys as _sys
                _set_diagonal = set_diagonal
                def set_diagonal(x, value):
                    for _ in range(100):  # 100 MiB at most
                        _sys.stdout.write("x" * (1 << 20))
                        _sys.stdout.flush()
                    return _set_diagonal(x, value)
                """},
            {"arrays.set_diagonal"}, "File too large",
        ),
        "reads_solutions": (
            {"01_arrays": """
                import pathlib as _pathlib
                import autograder as _autograder
                def set_diagonal(x, value):
                    root = _pathlib.Path(list(_autograder.__path__)[0]).parent
                    space = {}
                    exec((root / "solutions" / "01_arrays" / "arrays.py").read_text(), space)
                    return space["set_diagonal"](x, value)
                """},
            {"arrays.set_diagonal"}, "FileNotFoundError",
        ),
        "poisons_compiled_programs": (  # the batch's compiled programs, which every worker reads
            {"01_arrays": """
                import os as _os
                def set_diagonal(x, value):
                    folder = _os.environ["JAXCOURSE_XLA_CACHE"]
                    for name in sorted(_os.listdir(folder)):
                        with open(_os.path.join(folder, name), "wb") as stream:
                            stream.write(b"poison")
                    raise RuntimeError("the compiled programs were overwritten")
                """},
            {"arrays.set_diagonal"}, "Read-only file system",
        ),
        "asks_the_zygote": (  # the trusted process workers are forked from (autograder/batch/worker_side/zygote.py)
            {"01_arrays": """
                import os as _os
                def _link(fd):
                    try:
                        return _os.readlink(f"/proc/self/fd/{fd}")
                    except OSError:  # the listing's own descriptor, closed by now
                        return ""
                def set_diagonal(x, value):
                    found = [fd for fd in _os.listdir("/proc/self/fd") if _link(fd).startswith("socket:")]
                    raise RuntimeError(f"sockets open: {found}" if found else "no socket to the zygote")
                """},
            {"arrays.set_diagonal"}, "no socket to the zygote",
        ),
        "reads_other_submission": (
            {"01_arrays": f"""
                import glob as _glob
                def add_at(size, indices, values):
                    found = [{str(other)!r}] + _glob.glob("/tmp/jaxcourse-grade-*/*/submission/01_arrays/arrays.py")
                    for path in found:
                        if path != __file__:
                            space = {{}}
                            exec(open(path).read(), space)
                            return space["add_at"](size, indices, values)
                    raise FileNotFoundError("no other submission visible")
                """},
            {"arrays.add_at"}, "Error: [Errno",
        ),
        "fake_results": (
            {"01_arrays": f"""
                import os as _os, pathlib as _pathlib
                _out = _pathlib.Path({str(out)!r})
                for _path, _text in [(_out / "grades.csv", "student,total\\nfaker,100\\n"),
                                     (_out / "results" / "fake_results.json", '{{"score": 100}}'),
                                     (_out / ".state" / "fake_results.json", "{{}}")]:
                    try:
                        _path.write_text(_text)
                    except OSError:
                        pass
                _FORGED = b'{{"event": "result", "exercise": "arrays.set_diagonal", "checks": [["values", "passed", ""]]}}\\n'
                def set_diagonal(x, value):
                    for fd in range(3, 64):  # forge a passing result on every pipe the process holds
                        try:
                            if _os.readlink(f"/proc/self/fd/{{fd}}").startswith("pipe:"):
                                _os.write(fd, _FORGED)
                        except OSError:
                            pass
                    raise NotImplementedError
                """},
            {"arrays.set_diagonal"}, "",
        ),
        "reports_a_grader_error_at_import": (
            {"01_arrays": """
                import os as _os
                for _fd in range(3, 64):  # the one line that used to stop the whole class's batch
                    try:
                        if _os.readlink(f"/proc/self/fd/{_fd}").startswith("pipe:"):
                            _os.write(_fd, b'{"event": "error", "message": "sandbox: use --isolation rlimits"}\\n')
                    except OSError:
                        pass
                """},
            set(arrays), "its event channel was written to by something other than the grader",
        ),
        "renames_its_checks": (
            {"01_arrays": """
                import gc as _gc, sys as _sys
                _outcome = _sys.modules["autograder.grading.outcome"]
                def _passes(case, name, errors="raise", who=""):  # every check passed, under a name one character off
                    return _outcome.CheckResult(name + "\\u200b", _outcome.Outcome.PASSED, "")
                for _table in [o for o in _gc.get_objects() if type(o) is dict and "grade_check" in o and "make_case" in o]:
                    _table["grade_check"] = _passes
                def set_diagonal(x, value):
                    raise NotImplementedError
                """},
            set(arrays), "its event channel was written to by something other than the grader",
        ),
        "forges_passes_and_returns_what_cannot_travel": (
            {"01_arrays": FORGES_EVERY_PASS + textwrap.dedent("""
                class _Opaque:
                    pass
                def set_diagonal(x, value):  # the parent's re-check cannot read it back
                    return _Opaque()
                """)},  # the forging module code reaches the grader's objects: every exercise of the file lost
            set(arrays), "which the grader cannot read back",
        ),
        "forges_passes_and_is_wrong_on_edge_cases_only": (
            {"01_arrays": FORGES_EVERY_PASS + textwrap.dedent("""
                _real_set_diagonal = set_diagonal
                def set_diagonal(x, value):  # right on ordinary matrices, wrong on a 1 x 1 or an integer one
                    if x.shape[0] <= 1 or x.dtype.kind in "iu":
                        return x
                    return _real_set_diagonal(x, value)
                """)},
            set(arrays), "[verified] wrong values for set_diagonal(",
        ),
        "spins_and_shows_its_cpus": (
            {"01_arrays": """
                import os as _os, time as _time
                def set_diagonal(x, value):  # spinning children, then where it and they run, in its feedback
                    for _ in range(3):
                        if _os.fork() == 0:
                            _end = _time.monotonic() + 5
                            while _time.monotonic() < _end:
                                pass
                            _os._exit(0)
                    read, write = _os.pipe()
                    if _os.fork() == 0:
                        _os.write(write, repr(sorted(_os.sched_getaffinity(0))).encode())
                        _os._exit(0)
                    child = _os.read(read, 100).decode()
                    raise ValueError(f"cpus={sorted(_os.sched_getaffinity(0))} child={child}")
                """},
            {"arrays.set_diagonal"}, "raised ValueError: cpus=[",
        ),
        "skips_its_exercises": (
            {"01_arrays": """
                import gc as _gc
                for _table in [o for o in _gc.get_objects() if type(o) is dict and "batch_phase_checks" in o]:
                    _table["batch_phase_checks"] = lambda *args: []  # no checks: every later exercise 'skipped'
                """},  # set_diagonal's list was read before the import: it is graded, and correct, but the module's
            # code reaches the grader's objects, which costs every exercise of the file (grading/tampering.py)
            set(arrays), "tampering: this code reaches the grader's own machinery",
        ),
        "forges_a_result_and_exits": (
            {"01_arrays": """
                import os as _os
                _FORGED = (b'{"event": "result", "exercise": "arrays.set_diagonal", "checks": [["values", "passed", ""]]}\\n'
                           b'{"event": "serving"}\\n')
                def set_diagonal(x, value):
                    for fd in range(3, 64):  # a passing result and the end of grading, then no real worker left
                        try:
                            if _os.readlink(f"/proc/self/fd/{fd}").startswith("pipe:"):
                                _os.write(fd, _FORGED)
                        except OSError:
                            pass
                    _os._exit(0)
                """},
            {"arrays.set_diagonal"}, "",  # voided by the event order, or failed by the parent's own check
        ),
        "replaces_grader_modules": (
            {"01_arrays": """
                import sys as _sys, types as _types
                def _passes(*args, **kwargs):
                    return None
                for _name in [n for n in _sys.modules if n.startswith("autograder")]:
                    _fake = _types.ModuleType(_name)
                    _fake.__getattr__ = lambda attribute: _passes
                    _sys.modules[_name] = _fake
                def set_diagonal(x, value):
                    raise NotImplementedError
                """},
            set(arrays), "",  # it broke the grader of its own topic, in its own process
        ),
        "system_exit_in_exercise": (
            {"01_arrays": "def set_diagonal(x, value):\n    raise SystemExit(0)\n"},
            {"arrays.set_diagonal"}, "SystemExit",
        ),
        "keyboard_interrupt_in_exercise": (
            {"01_arrays": "def add_at(size, indices, values):\n    raise KeyboardInterrupt\n"},
            {"arrays.add_at"}, "KeyboardInterrupt",
        ),
        "segfault": (
            {"01_arrays": "import ctypes as _ctypes\ndef set_diagonal(x, value):\n    return _ctypes.string_at(0)\n"},
            {"arrays.set_diagonal"}, "segmentation fault",
        ),
        "unbounded_recursion": (
            {"01_arrays": """
                import sys as _sys
                def set_diagonal(x, value):
                    _sys.setrecursionlimit(1 << 30)
                    def down(n):
                        return down(n + 1) + 1
                    return down(0)
                """},
            {"arrays.set_diagonal"}, "",
        ),
        "network": (
            {"01_arrays": f"""
                import urllib.request as _request
                def set_diagonal(x, value):
                    space = {{}}
                    exec(_request.urlopen({url + "/01_arrays/arrays.py"!r}, timeout=5).read().decode(), space)
                    return space["set_diagonal"](x, value)
                """},
            {"arrays.set_diagonal"}, "",
        ),
    }


def timed_attacks() -> dict[str, tuple[dict[str, str], set[str], str]]:
    """Attacks on the clock (each with a correct but un-jitted selu) and on key-reuse checking."""
    return {
        "patches_perf_counter": (
            {"03_jit": "import time as _time\n_time.perf_counter = lambda: 0.0\n_time.monotonic = lambda: 0.0\n" + textwrap.dedent(NAIVE_SELU)},
            {"jit.selu"}, "too slow",
        ),
        "patches_block_until_ready": (
            {"03_jit": "jax.block_until_ready = lambda x: x\n" + textwrap.dedent(NAIVE_SELU)},
            {"jit.selu"}, "too slow",
        ),
        "memoises_outputs": (
            {"03_jit": textwrap.dedent(NAIVE_SELU) + textwrap.dedent("""
                def _memoised(naive):
                    seen = {}  # in a closure: a module-level cache would already fail hidden_globals
                    def selu(x):
                        import numpy as np
                        if isinstance(x, jax.core.Tracer):
                            return naive(x)
                        key = np.asarray(x).tobytes()
                        if key not in seen:
                            seen[key] = naive(x)
                        return seen[key]
                    return selu
                selu = _memoised(selu)
                selu.lower = jax.jit(selu).lower  # looks jitted: only the clock can tell
                """)},
            {"jit.selu"}, "too slow",
        ),
        "slows_the_baseline": (
            {"03_jit": textwrap.dedent("""
                import time as _time
                import jax.numpy as _jnp
                _exp = _jnp.exp
                def _slow_exp(x):
                    _time.sleep(0.01)
                    return _exp(x)
                _jnp.exp = _slow_exp
                def selu(x):
                    return 1.0507010 * _jnp.where(x > 0, x, 1.6732632 * (_exp(x) - 1))
                selu.lower = jax.jit(selu).lower  # looks jitted: only the clock can tell
                """)},
            {"jit.selu"}, "too slow",
        ),
        "key_reuse_checking_off": (
            {"02_prng": """
                import contextlib as _contextlib
                jax.config.update("jax_debug_key_reuse", False)
                jax.debug_key_reuse = lambda *args, **kwargs: _contextlib.nullcontext()
                def two_normals(key):
                    subkey, _ = jax.random.split(key)
                    return jax.random.normal(key), jax.random.normal(subkey)
                """},
            {"prng.two_normals"}, "reused a key",
        ),
    }


@pytest.fixture(scope="module")
def catalogue(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, dict, subprocess.CompletedProcess]:
    """The untimed attacks and two honest submissions, graded in one batch."""
    base = tmp_path_factory.mktemp("catalogue")
    submissions, out = base / "submissions", base / "out"
    make_submission(submissions / "honest_full")
    make_submission(  # the stubs, with set_diagonal solved
        submissions / "honest_partial",
        {"01_arrays": (ROOT / "solutions" / "01_arrays" / "arrays.py").read_text().split("def add_at")[0].split("import jax", 1)[1]},
        base="exercises",
    )
    server, url = solution_server(ROOT / "solutions")
    try:
        cases = attacks(submissions, out, url)
        for name, (patches, _, _) in cases.items():
            make_submission(submissions / name, patches)
        done = grade(submissions, out)
    finally:
        server.shutdown()
    return submissions, out, cases, done


@pytest.fixture(scope="module")
def timed_catalogue(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, dict, subprocess.CompletedProcess]:
    """The attacks on the clock and on key-reuse checking, with an honest submission, in one batch."""
    base = tmp_path_factory.mktemp("timed")
    submissions, out = base / "submissions", base / "out"
    topics = ("02_prng", "03_jit")
    make_submission(submissions / "honest_full", topics=topics)
    cases = timed_attacks()
    for name, (patches, _, _) in cases.items():
        make_submission(submissions / name, patches, topics=tuple(patches))  # only the topic it attacks
    return submissions, out, cases, grade(submissions, out, only=TIMED_ONLY)


def lost_too_much(out: Path, cases: dict, only: list[str]) -> list[str]:
    """What each hostile submission lost that it should not have, or kept that it should have lost."""
    wrong = []
    for name, (patches, lost, phrase) in cases.items():
        graded = results(out, name)
        for exercise_id in [e for e in only if COURSE.topic(COURSE.exercise(e).topic).folder in patches]:
            expected = 0 if exercise_id in lost else POINTS[exercise_id]
            found = graded.get(exercise_id, {"score": None, "output": "(absent from the results: it vanished)"})
            if found["score"] != expected:
                wrong.append(f"{name}: {exercise_id} scored {found['score']}, expected {expected}: {found['output'][:300]}")
        first = next(exercise_id for exercise_id in only if exercise_id in lost)
        if phrase not in graded[first]["output"]:
            wrong.append(f"{name}: {first}'s feedback lacks {phrase!r}: {graded[first]['output'][:300]}")
    return wrong


def test_the_catalogue_holds_the_issue_attacks(catalogue, timed_catalogue) -> None:
    assert len(catalogue[2]) + len(timed_catalogue[2]) >= 15


def test_the_batch_finishes_and_grades_everyone(catalogue) -> None:
    submissions, out, cases, done = catalogue
    assert done.returncode == 0, done.stderr[-3000:]
    students = {row.split(",")[0] for row in (out / "grades.csv").read_text().splitlines()[1:]}
    assert students == {p.name for p in submissions.iterdir()}
    assert "faker" not in (out / "grades.csv").read_text()
    assert json.loads((out / "results" / "fake_results.json").read_text())["score"] < 100


@pytest.mark.timing
def test_each_hostile_submission_loses_exactly_what_it_attacked(catalogue) -> None:
    _, out, cases, _ = catalogue
    wrong = lost_too_much(out, cases, ONLY)
    assert not wrong, "\n".join(wrong)


def test_a_submission_and_all_it_starts_run_on_one_cpu_of_their_own(catalogue) -> None:
    """The untimed phase binds each worker slot to its share of the CPUs (runner.py `slot_cpus`; one CPU each for
    --jobs 2 on two): processes a submission starts share its CPU, so spinning children slow that submission's slot, not the class (50 spinners once made a
    3-student batch take 364 s instead of 40)."""
    _, out, _, _ = catalogue
    output = results(out, "spins_and_shows_its_cpus")["arrays.set_diagonal"]["output"]
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one CPU here: every worker shares it")
    found = re.search(r"cpus=\[([\d, ]+)\] child=\[([\d, ]+)\]", output)
    assert found and found.group(1) == found.group(2), output[:600]


def test_a_forged_result_is_caught_by_the_parent(catalogue) -> None:
    _, out, _, _ = catalogue
    for student in ("fake_results", "forges_a_result_and_exits"):
        output = results(out, student)["arrays.set_diagonal"]["output"]
        assert ("its event channel was written to by something other than the grader" in output
                or "[verified] not implemented yet" in output or "could not be verified" in output), output
    # add_at's checks emptied by module code: 'skipped' with checks is void and forged, whatever else is found
    output = results(out, "skips_its_exercises")["arrays.add_at"]["output"]
    assert "its event channel was written to by something other than the grader" in output, output


@pytest.mark.timing
def test_timing_and_key_reuse_attacks_lose_their_exercise(timed_catalogue) -> None:
    _, out, cases, done = timed_catalogue
    assert done.returncode == 0, done.stderr[-3000:]
    wrong = lost_too_much(out, cases, TIMED_ONLY)
    assert not wrong, "\n".join(wrong)
    assert {k: v["score"] for k, v in results(out, "honest_full").items()} == {e: POINTS[e] for e in TIMED_ONLY}


@pytest.mark.timing
def test_honest_submissions_get_their_solo_grade(catalogue, tmp_path: Path) -> None:
    submissions, out, _, _ = catalogue
    alone = tmp_path / "submissions"
    alone.mkdir()
    for student in ("honest_full", "honest_partial"):
        (alone / student).symlink_to(submissions / student)
    # Without the hostile ones, one at a time, and without the compiled programs: the same grades.
    done = grade(alone, tmp_path / "out", "--jobs", "1", "--xla-cache", "off")
    assert done.returncode == 0, done.stderr[-3000:]
    for student in ("honest_full", "honest_partial"):
        solo = results(tmp_path / "out", student)
        batch = results(out, student)
        assert {k: v["score"] for k, v in batch.items()} == {k: v["score"] for k, v in solo.items()}
    assert {k: v["score"] for k, v in results(out, "honest_full").items()} == {e: POINTS[e] for e in ONLY}
    assert {k: v["score"] for k, v in results(out, "honest_partial").items()} == {"arrays.set_diagonal": 2, "arrays.add_at": 0}


def test_no_process_of_the_batch_is_left(catalogue, timed_catalogue) -> None:
    if detect_level() != "root":
        pytest.skip("worker uids exist only at the root isolation level")
    for done in (catalogue[3], timed_catalogue[3]):
        assert uid_processes(*batch_uids(done.stderr)) == []


def test_the_grader_refuses_a_folder_without_submissions(tmp_path: Path) -> None:
    done = grade(tmp_path, tmp_path / "out")
    assert done.returncode == 2
    assert "holds no submissions: put one folder or .zip per student in it" in done.stderr


# --- what a worker can see and reach: the allow-list root (autograder/batch/isolation.py) ---------

TOKEN = secrets.token_hex(6)  # names this run's canaries and the files its workers try to leave
CANARY = f"CANARY-{TOKEN}"


def plant_canaries(base: Path) -> dict[str, Path]:
    """World-readable files outside the course, as a real grading machine has them (those this user can make)."""
    exchange = Path("/srv/nbgrader/exchange") if os.access("/srv", os.W_OK) else base / "srv" / "nbgrader" / "exchange"
    beside = ROOT.parent / f"jaxcourse-canary-{TOKEN}"  # another course's hidden tests, beside this one
    places = {
        "host /tmp": Path(tempfile.gettempdir()) / f"jaxcourse-canary-{TOKEN}.txt",
        "beside the course": beside / "hidden_tests" / "test_ps1.py",
        "a gradebook.db left at 0644": beside / "gradebook.db",
        "the grader's home": Path.home() / f".jaxcourse-canary-{TOKEN}",
        "an nbgrader exchange": exchange / "course" / "inbound" / f"student+ps1+{TOKEN}" / "ps1.ipynb",
    }
    planted = {}
    for where, path in places.items():
        try:
            path.parent.mkdir(parents=True, exist_ok=True, mode=0o755)
            path.write_text(f"{CANARY} ({where})\n")
            path.chmod(0o644)
        except OSError:
            continue
        planted[where] = path
    return planted


def remove_canaries(planted: dict[str, Path]) -> None:
    for path in planted.values():
        path.unlink(missing_ok=True)
        for folder in path.parents:  # the folders made for it, up to one that holds something else
            if TOKEN not in str(folder) and folder.name not in ("inbound", "course", "exchange", "nbgrader"):
                break
            try:
                folder.rmdir()
            except OSError:
                break


SNOOP = """
    import json as _json, os as _os, sys as _sys
    _PLANTED = {planted!r}
    _WRITES = {writes!r}
    def _read(path):
        try:
            with open(path, errors="replace") as stream:
                return stream.read(300)
        except OSError as error:
            return type(error).__name__
    def _walk(top, limit=20000):  # what a student finds who does not know the paths
        found, seen = [], 0
        for folder, subfolders, files in _os.walk(top):
            skip = ("/proc", "/sys", "/usr", _sys.prefix, _sys.base_prefix)
            subfolders[:] = [s for s in subfolders if _os.path.join(folder, s) not in skip]
            seen += len(files)
            found += [_os.path.join(folder, name) for name in files if "canary" in name or name.endswith((".db", ".ipynb"))]
            if seen > limit:
                break
        return found
    def _writes(path):
        try:
            with open(path, "w") as stream:
                stream.write("left behind")
            return True
        except OSError:
            return False
    def _refused():  # system calls no worker needs (autograder/batch/isolation.py DENIED_SYSCALLS)
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        calls = {{"unshare": lambda: libc.unshare(0x10000000), "ptrace": lambda: libc.ptrace(0, 0, 0, 0),
                  "mount": lambda: libc.mount(b"none", b"/tmp", b"tmpfs", 0, None), "keyctl": lambda: libc.syscall(250, 0, 0, 0, 0),
                  "sched_setaffinity": lambda: libc.sched_setaffinity(0, 8, ctypes.byref(ctypes.c_uint64(1)))}}
        return {{name: _os.strerror(ctypes.get_errno()) if call() == -1 else "allowed" for name, call in calls.items()}}
    def set_diagonal(x, value):
        refused = _refused()
        texts = [_read(path) for path in list(_PLANTED) + _walk("/")]
        pids = sorted(int(p) for p in _os.listdir("/proc") if p.isdigit())
        texts += [_read(f"/proc/{{pid}}/cmdline") for pid in pids] + [_read(f"/proc/{{pid}}/environ") for pid in pids]
        leaked = [text for text in texts if "CANARY" in text]
        wrote = [path for path in _WRITES if _writes(path)]
        own = [_writes(f"{{folder}}/jaxcourse-left-{token}") for folder in ("/tmp", "/dev/shm", _os.path.expanduser("~"))]
        listed = {{folder: sorted(_os.listdir(folder))[:30] for folder in ("/", "/tmp", "/dev", "/proc/self/fd") if _os.path.isdir(folder)}}
        raise RuntimeError("SNOOPED " + _json.dumps({{"leaked": leaked, "pids": pids, "wrote": wrote, "own": own, "refused": refused,
                                                       "reads_own": "def set_diagonal" in open(__file__).read(),
                                                       "listed": listed, "texts": texts}}))
"""

CHANNEL = """
    import os as _os, socket as _socket, time as _time
    _ME, _OTHER, _TOKEN = {me!r}, {other!r}, {token!r}
    _PORTS = {{"left": 47311, "right": 47312}}
    _FOLDERS = ("/tmp", "/dev/shm", _os.path.expanduser("~"))
    def _open_channels():
        for folder in _FOLDERS:
            try:
                with open(f"{{folder}}/jaxcourse-note-{{_ME}}-{{_TOKEN}}", "w") as stream:
                    stream.write(_ME)
            except OSError:
                pass
        listening = []
        unix = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        unix.bind(f"\\0jaxcourse-{{_TOKEN}}-{{_ME}}")  # an abstract socket: no file, one name per network namespace
        unix.listen()
        listening.append(unix)
        try:
            tcp = _socket.create_server(("127.0.0.1", _PORTS[_ME]))
            listening.append(tcp)
        except OSError:
            pass  # no loopback here at all
        return listening
    def _reaches(name):
        found = []
        for folder in _FOLDERS:
            if _os.path.exists(f"{{folder}}/jaxcourse-note-{{name}}-{{_TOKEN}}"):
                found.append(folder)
        try:
            with _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM) as probe:
                probe.connect(f"\\0jaxcourse-{{_TOKEN}}-{{name}}")
                found.append("abstract socket")
        except OSError:
            pass
        try:
            with _socket.create_connection(("127.0.0.1", _PORTS[name]), timeout=0.2):
                found.append("loopback")
        except OSError:
            pass
        return found
    def add_at(size, indices, values):
        if not hasattr(add_at, "listening"):
            add_at.listening = _open_channels()
            add_at.own = _reaches(_ME)  # the control: the same channels reach itself
            add_at.got = []
            deadline = _time.monotonic() + 8  # both submissions are graded at once (--jobs 2)
            while _time.monotonic() < deadline and not add_at.got:
                add_at.got = _reaches(_OTHER)
                _time.sleep(0.1)
        raise RuntimeError(f"CHANNELS own={{add_at.own}} got={{add_at.got}}")
"""


def snooped(out: Path, student: str, check: str = "values") -> dict:
    """The snooper's report, from its feedback (the part before the 2000-character cut)."""
    output = results(out, student)["arrays.set_diagonal"]["output"]
    assert "SNOOPED " in output, output[:2000]
    text = output.split("SNOOPED ", 1)[1]
    found = {}
    for key in ("leaked", "pids", "wrote", "own", "refused", "reads_own"):
        match = re.search(rf'"{key}": (\[[^\]]*\]|\{{[^}}]*\}}|true|false)', text)
        assert match, f"{key} not in the snooper's report: {text[:600]}"
        found[key] = json.loads(match.group(1))
    return found


@pytest.fixture(scope="module")
def sandboxed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, subprocess.CompletedProcess, dict[str, Path], list[str]]:
    """A snooper and two submissions that try to talk to each other, graded in one batch beside planted canaries."""
    base = tmp_path_factory.mktemp("sandboxed")
    base.chmod(0o755)
    submissions, out = base / "submissions", base / "out"
    planted = plant_canaries(base)
    outside = ("", "/usr", "/etc", "/var/tmp", str(ROOT), str(ROOT / "autograder"), str(Path.home()), str(out), "/dev",
               str(ROOT.parent))
    own = ("/tmp", "/dev/shm")  # the worker's own: a course cloned into /tmp has /tmp beside it
    writes = [f"{folder}/jaxcourse-left-{TOKEN}" for folder in outside if folder not in own]
    try:
        snoop = textwrap.dedent(SNOOP).format(planted=[str(p) for p in planted.values()], writes=writes, token=TOKEN)
        make_submission(submissions / "snoops", {"01_arrays": snoop})
        for me, other in (("left", "right"), ("right", "left")):
            channel = textwrap.dedent(CHANNEL).format(me=me, other=other, token=TOKEN)
            make_submission(submissions / me, {"01_arrays": channel})
        done = grade(submissions, out, "--exercise-timeout", "60")
        left_behind = [str(path) for folder in ("/tmp", "/dev/shm", "/var/tmp", str(Path.home()), str(ROOT.parent))
                       for path in Path(folder).glob(f"*{TOKEN}*") if "canary" not in path.name]
        yield out, done, planted, left_behind
    finally:
        remove_canaries(planted)


def every_output(out: Path, done: subprocess.CompletedProcess) -> dict[str, str]:
    """Everything the batch wrote or printed: feedback, results, the gradebook, the report, its logs."""
    found = {"stdout": done.stdout, "stderr": done.stderr}
    for path in out.rglob("*"):
        if path.is_file():
            found[str(path)] = path.read_text(errors="replace")
    return found


def test_canaries_outside_the_course_never_reach_any_output(sandboxed) -> None:
    out, done, planted, _ = sandboxed
    assert done.returncode == 0, done.stderr[-3000:]
    assert len(planted) >= 3, f"too few canaries could be planted here: {planted}"
    report = snooped(out, "snoops")
    assert report["reads_own"], "the snooper could not even read its own file: the test proves nothing"
    assert report["leaked"] == [], f"the worker read planted files: {report['leaked']}"
    assert not [name for name, text in every_output(out, done).items() if CANARY in text], "a canary reached an output"


def test_proc_shows_the_worker_its_own_processes_only(sandboxed) -> None:
    out, _, _, _ = sandboxed
    assert snooped(out, "snoops")["pids"] == [1], "the worker saw processes other than its own"


def test_writes_outside_the_worker_fail_and_its_own_files_die_with_it(sandboxed) -> None:
    out, _, _, left_behind = sandboxed
    report = snooped(out, "snoops")
    assert report["wrote"] == [], f"the worker wrote outside its own folders: {report['wrote']}"
    assert report["own"][:2] == [True, True], "its own /tmp and /dev/shm should take files (the control)"
    assert left_behind == [], f"files of the batch's workers outlived it: {left_behind}"


def test_system_calls_no_worker_needs_are_refused(sandboxed) -> None:
    out, done, _, _ = sandboxed
    if "no system-call filter" in done.stderr:
        pytest.skip("no system-call filter on this machine (the log's first line says why)")
    refused = snooped(out, "snoops")["refused"]
    assert refused == dict.fromkeys(("unshare", "ptrace", "mount", "keyctl", "sched_setaffinity"),
                                    "Operation not permitted"), refused


def test_two_submissions_cannot_pass_a_byte_to_each_other(sandboxed) -> None:
    out, _, _, _ = sandboxed
    for student in ("left", "right"):
        output = results(out, student)["arrays.add_at"]["output"]
        found = re.search(r"CHANNELS own=(\[[^\]]*\]) got=(\[[^\]]*\])", output)
        assert found, output[:1000]
        own, got = (json.loads(part.replace("'", '"')) for part in found.groups())
        assert {"/tmp", "/dev/shm", "abstract socket"} <= set(own), f"{student}'s channels do not even reach itself: {own}"
        assert got == [], f"{student} reached the other submission through {got}"


def test_nothing_of_the_batch_is_left_on_the_machine(sandboxed) -> None:
    out, done, _, left_behind = sandboxed
    assert left_behind == []
    if detect_level() != "root":
        return  # at `userns` the workers run as the grader's own uid: the files above are the scan
    first, last = batch_uids(done.stderr)
    owned = []
    for top in ("/tmp", "/dev/shm", "/var/tmp", str(ROOT), str(out)):
        for folder, subfolders, files in os.walk(top):
            subfolders[:] = [s for s in subfolders if s not in (".venv", ".git")]
            for path in [folder, *(os.path.join(folder, name) for name in files)]:
                try:
                    if first <= os.lstat(path).st_uid <= last:
                        owned.append(path)
                except OSError:
                    continue
    assert owned == [], f"files owned by the batch's uids: {owned[:20]}"
    assert uid_processes(first, last) == []
