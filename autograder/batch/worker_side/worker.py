"""The untrusted side of batch grading: one process per submission, started by autograder/batch/runner.py.

`python -I -m autograder.batch.worker_side.worker FD` reads one job (a JSON line) from stdin (later commands
come on the same pipe, moved off descriptor 0: student code reads an empty stdin), enters its
sandbox (autograder/batch/isolation.py) while still single-threaded, imports the grader's modules
(so later changes to `sys.modules` or to module attributes by student code cannot replace
the functions it already holds), writes the submission's files into its private folder and
only then imports student code. Printed output goes to a size-limited file in that folder.

Events go to the parent as JSON lines on file descriptor FD (a pipe); the parent never
unpickles anything from a worker, and holds the wall clock: it learns from `start` and
`import` events which exercise is running, so a hang or a crash costs only that exercise.

Modes:
- `grade`: run the listed exercises' checks (`checks`: "untimed" skips the checks that read a
  clock, "timed" runs only those) and send one `result` per exercise, its `checks` a list of
  `CheckResult.to_json()` dicts (autograder/grading/outcome.py), each check run by
  `grade_check(..., errors="fail")`: whatever student code raises fails that check. After each
  `result` it waits for the parent's go-ahead (a byte on the command channel), so the parent's
  clean-up of what the exercise left never meets what the next exercise starts.
- `oracle` (or `grade` with `serve`, after grading): serve calls for the parent. Commands are
  length-prefixed pickles from the trusted parent, each naming a role: `student` in a worker
  with the submission, `baseline` or `expert` in the worker that never imports student code
  (on a device one process holds, a TPU, the student's worker serves all three: job `side` "all").
  `load` (an exercise's function for a role), `stage` (a list of Calls, made fresh and blocked
  on, untimed), `go` (call the function on each staged input, blocking on every output:
  autograder/checks/timing.py's loop; with "values", as the value checks call it, `values_of`), `over_keys` (under
  `jit(vmap)` over keys split from a seed), `gradient` (the result and `jax.grad` of its sum, `Case.value_and_gradient`),
  `fetch` (one output of the last `go`, `over_keys` or `gradient`, arrays as .npy and typed keys as their data, without
  pickle), `noop` (an empty round trip), `quit`.
"""

from __future__ import annotations

import base64
import io
import json
import os
import pickle
import struct
import sys
import traceback
from pathlib import Path
from typing import Any, BinaryIO

from autograder.batch.worker_side.sandbox import SandboxError, SandboxPlan, enter_sandbox

MAX_MESSAGE = 64 << 20
_GRADER: dict[str, Any] = {}  # the grader's functions and modules, held before student code runs


class Channel:
    """The worker's end of the events pipe (JSON lines)."""

    def __init__(self, fd: int) -> None:
        self.stream = os.fdopen(fd, "wb", buffering=0)

    def send(self, event: str, **fields: Any) -> None:
        data = json.dumps({"event": event, **fields}).encode() + b"\n"
        view = memoryview(data)
        while view:
            written = self.stream.write(view)
            view = view[written:]


def read_command(stream: BinaryIO) -> Any:
    """One length-prefixed pickle from the parent (None at end of input)."""
    header = stream.read(4)
    if len(header) < 4:
        return None
    (size,) = struct.unpack("!I", header)
    return pickle.loads(stream.read(size))


def encode(value: Any) -> Any:
    """A JSON form of an output: arrays as base64 .npy (no pickle), containers and scalars as such.

    Raises:
        TypeError: a value the grader cannot check from outside (named in the message).
    """
    jax, np = _GRADER["jax"], _GRADER["np"]
    if _is_key(value):  # a typed key is its implementation's name and its key data (uint32 words), rebuilt from them
        return {"t": "key", "impl": str(jax.random.key_impl(value)), "data": encode(jax.random.key_data(value))}
    if isinstance(value, (jax.Array, np.ndarray, np.generic)):
        array = np.asarray(value)
        if array.dtype == object:
            raise TypeError("an array of Python objects")
        buffer = io.BytesIO()
        np.save(buffer, array, allow_pickle=False)  # bfloat16 and float8 travel as raw bytes: their name goes beside
        return {"t": "array", "npy": base64.b64encode(buffer.getvalue()).decode(), "dtype": array.dtype.name}
    if isinstance(value, float):
        return {"t": "float", "v": repr(value)}  # JSON has no NaN or infinity
    if value is None or isinstance(value, (bool, int, str)):
        return {"t": "scalar", "v": value}
    if isinstance(value, (tuple, list)):
        return {"t": type(value).__name__, "items": [encode(item) for item in value]}
    if isinstance(value, dict):
        return {"t": "dict", "items": [[encode(key), encode(item)] for key, item in value.items()]}
    raise TypeError(f"a {type(value).__name__}")


def _is_key(value: Any) -> bool:
    """Whether `value` is a typed key array (`jax.random.key`'s kind), which NumPy cannot hold."""
    jax = _GRADER["jax"]
    return isinstance(value, jax.Array) and jax.dtypes.issubdtype(value.dtype, jax.dtypes.prng_key)


def _host(leaf: Any) -> Any:
    """An output's leaf as NumPy holds it, a typed key left as it is (`encode` sends its data)."""
    return leaf if _is_key(leaf) else _GRADER["np"].asarray(leaf)


def _describe(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}"[:2000]


def _grade(job: dict, channel: Channel, control: BinaryIO, submission: Any, course: Any) -> None:
    """Grade the job's exercises one by one, announcing each (`import`, `start`) before its code runs.

    After each `result` the worker waits for the parent's go-ahead (one byte on `control`): the
    parent ends every process the exercise left before the next exercise may start one of its own
    (the eight-device child), so its clean-up never kills what the next exercise started.
    """
    spec_for = _GRADER["spec_for"]
    imported: set[str] = set()
    for exercise_id in job["exercises"]:
        exercise = course.exercise(exercise_id)
        topic = course.topic(exercise.topic)
        spec = spec_for(exercise, course)
        names = _GRADER["batch_phase_checks"](exercise, spec, job["checks"])
        if not names:
            channel.send("skipped", exercise=exercise_id)
            continue
        if topic.id not in imported:
            channel.send("import", topic=topic.id)
            _import_topic(submission, topic)
            imported.add(topic.id)
        channel.send("start", exercise=exercise_id)
        checks = [_run_one(submission, exercise, spec, course, name).to_json() for name in names]
        channel.send("result", exercise=exercise_id, checks=checks)
        if not control.read(1):
            return  # the parent is gone or closed the channel


def _import_topic(submission: Any, topic: Any) -> None:
    """Import a topic's file; a failure is kept, and fails every check of the topic when it runs."""
    CheckFailure = _GRADER["CheckFailure"]
    try:
        submission.module(topic)
    except CheckFailure:
        pass  # every check of the topic reports it
    except BaseException as error:  # KeyboardInterrupt at import
        submission._modules[topic.id] = CheckFailure(
            "import", f"{topic.module_file} could not be imported: {_describe(error)}. The whole topic scores 0."
        )


def _run_one(submission: Any, exercise: Any, spec: Any, course: Any, name: str) -> Any:
    """One check's `CheckResult`; anything student code raises (SystemExit, KeyboardInterrupt) fails it."""
    make_case, grade_check = _GRADER["make_case"], _GRADER["grade_check"]
    return grade_check(lambda: make_case(submission, exercise, spec, course), name, errors="fail", who=exercise.function)


def _serve(job: dict, channel: Channel, control: BinaryIO, submission: Any, course: Any) -> None:
    spec_for, check_timeable, jax, np = _GRADER["spec_for"], _GRADER["check_timeable"], _GRADER["jax"], _GRADER["np"]
    block = _GRADER["block"]
    NotTimeable = _GRADER["NotTimeable"]
    # The baseline worker serves the spec's baseline and expert and never imports student code.
    # On a device one process holds (`Settings.exclusive`), the student's worker serves all three.
    roles = {"baseline": ("baseline", "expert"), "all": ("student", "baseline", "expert")}.get(job.get("side"), ("student",))
    functions: dict[str, Any] = {}
    cases: dict[str, Any] = {}  # the student's function as the checks see it, for ("go", role, False, "values")
    staged: dict[str, list] = {}
    calls: dict[str, list] = {}
    outputs: dict[str, list] = {}
    while True:
        command = read_command(control)
        if command is None or command[0] == "quit":
            return
        what, role = command[0], (command[1] if len(command) > 1 else None)
        try:
            if what in ("load", "stage", "go", "over_keys", "gradient", "fetch", "export") and command[-1 if what == "load" else 1] not in roles:
                channel.send("error", message=f"{what}: this worker serves {roles}")
                continue
            if what == "load":
                exercise = course.exercise(command[1])
                spec = spec_for(exercise, course)
                role = command[2]
                if role == "baseline":
                    functions[role] = spec.baselines[exercise.speedup.baseline]
                elif role == "expert":
                    functions[role] = spec.experts[exercise.speedup.expert]
                else:
                    functions[role], _ = submission.function(course.topic(exercise.topic), exercise)
                    cases[role] = _GRADER["make_case"](submission, exercise, spec, course)
                channel.send("loaded")
            elif what == "stage":
                calls[role] = list(command[2])
                staged[role] = [call.fresh(as_jax=command[3] if len(command) > 3 else True) for call in command[2]]
                block(staged[role])
                channel.send("staged")
            elif what == "go":  # ("go", role, timed[, "values"]): timed calls must return arrays
                function, done = functions[role], []
                outputs[role] = done
                # As a check runs it in-process (engine/exercise.py `run_check`): float32 products in float32
                # (a TPU's default is bfloat16 passes), JAX's switches put back afterwards.
                with _GRADER["preserved_config"](), _GRADER["float32_matmuls"]():
                    if len(command) > 3 and command[3] == "values":  # as the value checks call it (jitted where
                        for call in calls[role]:                      # the contract says so): their programs serve
                            out = _GRADER["values_of"](cases[role], call, "verified")
                            block(out)
                            done.append(out)
                    for args, kwargs in staged[role] if len(command) <= 3 else ():
                        out = function(*args, **kwargs)
                        block(out)
                        done.append(out)
                if len(command) < 3 or command[2]:
                    for out in done:
                        check_timeable(out)
                channel.send("ran")
            elif what == "over_keys":  # ("over_keys", role, seed, count): as a law check calls it (cases.py `over_keys`)
                with _GRADER["preserved_config"](), _GRADER["float32_matmuls"]():
                    out = cases[role].over_keys(int(command[2]), int(command[3]))
                    block(out)
                outputs[role] = [out]
                channel.send("ran")
            elif what == "gradient":  # ("gradient", role, call, key): the result and jax.grad of its sum (`dtypes`)
                with _GRADER["preserved_config"](), _GRADER["float32_matmuls"]():
                    outputs[role] = [cases[role].value_and_gradient(command[2], command[3])]
                channel.send("ran")
            elif what == "export":  # ("export", role, index): staged call `index` as `jit` compiles it (batch/exported.py)
                try:
                    with _GRADER["preserved_config"](), _GRADER["float32_matmuls"]():
                        program = _GRADER["exported_program"](cases[role], calls[role][command[2]])
                except _GRADER["NotSerializable"] as error:
                    channel.send("raised", message=_describe(error), kind="not_serializable")
                else:
                    channel.send("exported", program=base64.b64encode(program).decode())
            elif what == "fetch":
                try:
                    value = encode(jax.tree.map(_host, outputs[role][command[2]]))
                except TypeError as error:
                    channel.send("unverifiable", message=f"returned {error}")
                else:
                    channel.send("output", value=value)
            elif what == "noop":
                channel.send("ran")
            else:
                channel.send("error", message=f"unknown command {what!r}")
        except NotTimeable as error:
            channel.send("raised", message=f"{error}.", kind="not_timeable")
        except BaseException as error:  # student code may raise anything, SystemExit included
            channel.send("raised", message=_describe(error))


def _prepare(job: dict, private: Path) -> tuple[Any, Any]:
    """Redirect printed output, write the submission's files, import the whole grader."""
    # Printed output goes to a file in the private folder, bounded by RLIMIT_FSIZE.
    log = os.open(private / "output.txt", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(log, 1)
    os.dup2(log, 2)
    os.close(log)
    for relative, content in job.get("files", {}).items():
        path = private / "submission" / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(content))
    (private / "submission").mkdir(exist_ok=True)

    # The grader, fully imported before any student code; later lookups go through _GRADER, so
    # student code that replaces modules in sys.modules or attributes of `autograder` changes nothing here.
    import jax
    import numpy as np

    from autograder.checks import timing
    from autograder.checks.calling import NotSerializable, exported_program, values_of
    from autograder.checks.config import float32_matmuls, preserved_config
    from autograder.course.manifest import load_course
    from autograder.grading.submission import Submission
    from autograder.engine.exercise import grade_check, make_case
    from autograder.grading.backend import start_backend
    from autograder.grading.failures import CheckFailure
    from autograder.grading.jax_setup import enable_compilation_cache, share_lowering_context
    from autograder.engine.registry import batch_phase_checks, spec_for
    from autograder.grading import tampering

    enable_compilation_cache()  # the batch's compiled programs, read-only (runner.worker_environment)
    share_lowering_context()
    start_backend()  # before any spec makes an array; waits while the previous worker still holds a TPU
    _GRADER.update(
        jax=jax, np=np, block=timing._block, check_timeable=timing.check_timeable, NotTimeable=timing.NotTimeable,
        CheckFailure=CheckFailure,
        make_case=make_case, grade_check=grade_check, spec_for=spec_for, batch_phase_checks=batch_phase_checks,
        values_of=values_of, exported_program=exported_program, NotSerializable=NotSerializable, tampering=tampering,
        float32_matmuls=float32_matmuls, preserved_config=preserved_config,
    )

    course = load_course()
    for exercise_id in job["exercises"]:
        spec_for(course.exercise(exercise_id), course)
    submission = Submission(private / "submission")
    return submission, course


def main(argv: list[str]) -> int:
    """Run one job; the exit code is 0 when it finished, 3 when the sandbox could not be set up."""
    channel = Channel(int(argv[0]))
    job = json.loads(sys.stdin.buffer.readline())
    # The parent's commands and go-aheads come on a descriptor of their own; student code that
    # reads its stdin (input()) finds it empty, as it would under pytest, and cannot eat them.
    control = os.fdopen(os.dup(0), "rb")
    empty = os.open(os.devnull, os.O_RDONLY)
    os.dup2(empty, 0)
    os.close(empty)
    try:
        private, pid = enter_sandbox(SandboxPlan.from_json(job["plan"]))
    except (SandboxError, OSError) as error:
        channel.send("error", message=f"sandbox: {error}")
        return 3
    try:
        submission, course = _prepare(job, private)
    except Exception:  # the grader's own set-up failed: no student code has run yet
        channel.send("error", message=f"worker set-up: {traceback.format_exc()[-3000:]}")
        return 3
    channel.send("ready", pid=pid)  # the grader tells this process from those student code starts
    # A reach into the grader's machinery is told to the parent as it happens, before student code goes on: what
    # student code does afterwards cannot take the line back (the parent keeps it, events.py's `on_tampering`).
    _GRADER["tampering"].set_notify(lambda found: channel.send("tampering", why=found.describe()))
    if job["mode"] == "grade":
        _grade(job, channel, control, submission, course)
    if job["mode"] == "oracle" or job.get("serve"):
        channel.send("serving")
        _serve(job, channel, control, submission, course)
    channel.send("done")
    sys.stdout.flush()
    os._exit(0)  # skip interpreter teardown: student atexit handlers do not run


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
