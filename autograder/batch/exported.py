"""`jit` and `no_callbacks` judged by the batch's parent, from a program the worker exports.

Method. Once the parent has compared the student's outputs with the reference (batch/timed.py
`verify_outputs`), it has the worker export the function as the `jit` check compiles it (`jax.jit`
with the exercise's static arguments) on the first input the parent drew: `jax.export` lowers it to
a StableHLO program for the CPU and serializes it (bytes, never a pickle;
checks/calling.py `exported_program`). The parent deserializes that program, runs it on its own CPU
on the same input, and compares the output with the reference itself. A program that comes back and
computes the reference's answer shows that the function traces under `jax.jit` on the parent's input
(`jit`) and holds no host callback: `jax.export` cannot serialize `jax.debug.print`,
`jax.debug.callback`, `pure_callback` or `io_callback`, and the parent also refuses a program whose
text names a callback (`no_callbacks`).

Caveats.
- Student code in the worker can export another program than its function's. To gain by it, that
  program must compute the contract on an input it never saw, traceable and free of callbacks: it is
  a solution the student wrote.
- One input, the first drawn: the trace of other shapes (`long_calls`, where a print every 100 steps
  hides), and `compiles_once`, `primitives` and `jaxpr_size`, stay the worker's word.
- Only where the workers compute on the CPU: on an accelerator the function may lower to a kernel of
  that device (Pallas through Mosaic or Triton) that the parent's CPU cannot run; there the worker's
  verdicts stand.
- Only exercises with both checks, a reference and inputs, whose `jit` runs on the worker's one device: every
  course solution among them exports (tests/test_one_verdict.py keeps it so); the references are NumPy and cannot
  tell. An input `jax.jit` refuses (Python ints past int32, `calling.refused_by_jit`) is not exported.
- The program is parsed (flatbuffers, MLIR bytecode) and run by XLA in the parent: data, never
  Python, but parsed by code not written against hostile input.
"""

from __future__ import annotations

import base64
import functools
import importlib.util
import inspect
from typing import Any

import jax

from autograder.checks.comparison import compare_with_reference
from autograder.course.manifest import Exercise
from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.grading.failures import CheckFailure

CHECKS = ("jit", "no_callbacks")


@functools.cache
def _can_serialize() -> bool:
    """jax.export's serialization is installed (flatbuffers), in this process and so in its workers."""
    return importlib.util.find_spec("flatbuffers") is not None


def judged_here(exercise: Exercise, spec: ExerciseSpec, exclusive: bool) -> bool:
    """Whether the parent judges `CHECKS` of `exercise` from an exported program (module docstring)."""
    return (all(name in exercise.checks for name in CHECKS) and spec.reference is not None and spec.inputs is not None
            and not any(spec.needs_devices(name) for name in CHECKS) and not exclusive
            and jax.default_backend() == "cpu" and _can_serialize())


def traced_call(signature: inspect.Signature | None, static: tuple[str, ...], call: Call) -> Call:
    """`call` without the exercise's static arguments (an exported program takes the traced ones alone)."""
    names = list(signature.parameters) if signature is not None else []
    args = tuple(value for index, value in enumerate(call.args) if not (index < len(names) and names[index] in static))
    return Call(args, {key: value for key, value in call.kwargs.items() if key not in static})


def judge(case: Case, call: Call, message: dict[str, Any], signature: inspect.Signature | None) -> None:
    """Judge the worker's answer to ("export", "student", index of `call`): `message` is its event.

    Raises:
        CheckFailure: no program came back, it names a callback, or it computes other values than the reference.
    """
    name = case.name
    if message.get("event") == "raised":
        said = str(message.get("message", ""))[:300]
        if message.get("kind") == "not_serializable":  # it traced and lowered: what cannot be written out is a callback
            raise CheckFailure("no_callbacks", f"the compiled program of {name} on {case.describe(call)} could not be "
                               f"carried out of the student's process: {said}. A callback into Python "
                               "(`jax.debug.print`, `jax.debug.callback`, a `*_callback`) cannot; remove it.")
        raise CheckFailure("jit", f"jax.export could not carry {name} out of the student's process, jitted on "
                           f"{case.describe(call)}: {said}. Make it work under jax.jit: no Python `if` or NumPy on "
                           "traced values.")
    if message.get("event") != "exported" or not isinstance(message.get("program"), str):
        raise CheckFailure("jit", f"{name}'s exported program did not come back as the grader asked for it.")
    try:
        program = jax.export.deserialize(bytearray(base64.b64decode(message["program"], validate=True)))
        text = program.mlir_module()
    except Exception as error:  # noqa: BLE001 - bytes made by student code: anything unreadable fails
        raise CheckFailure("jit", f"{name}'s exported program could not be read back: {type(error).__name__}.") from None
    if "callback" in text:
        raise CheckFailure("no_callbacks", f"the compiled program of {name} on {case.describe(call)} calls back into "
                           "Python (`jax.debug.print`, `jax.debug.callback` or a `*_callback`); remove it.")
    if tuple(program.platforms) != ("cpu",):
        raise CheckFailure("jit", f"{name}'s exported program is for {program.platforms}, not the CPU it was asked for.")
    traced = traced_call(signature, case.exercise.static, Call(*call.fresh(as_jax=True)))
    try:
        out = jax.block_until_ready(program.call(*traced.args, **traced.kwargs))
    except Exception as error:  # noqa: BLE001 - a program made for other inputs than the parent's
        raise CheckFailure("jit", f"{name}'s exported program does not run on {case.describe(call)}: "
                           f"{type(error).__name__}: {str(error)[:200]}") from None
    try:
        compare_with_reference(case, call, "jit", out)
    except CheckFailure as failure:
        raise CheckFailure("jit", f"the program exported as {name}, run by the grader: {failure.message}") from None
