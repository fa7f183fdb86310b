"""Every kernel of topic 16_kernels lowers for a TPU at every shape the grader calls it with.

On a CPU the grader runs Pallas kernels in interpret mode, which accepts blocks of any shape;
a TPU's kernel compiler (Mosaic) does not: the last two sides of every block must be multiples
of (8, 128) or the whole array's. `jax.jit(f).trace(...).lower(lowering_platforms=("tpu",))`
applies the TPU's rules on this CPU. With `jax.default_backend()` answering "tpu", the kernels'
`interpret()` is False, as on a TPU, so the real Pallas lowering runs, and the spec makes its
timing input at the size it times on a TPU.

Checked: the references (solutions/16_kernels/kernels.py) and the correct variants
(tests/variants/16_kernels/, `VERDICT = "pass"`), on the grading spec's edge cases, a generated
input, and the timing input made as on a CPU and as on a TPU. Only lowered, never run: nothing
here needs a TPU.

Caveat: lowering applies Pallas's rules (block shapes, what Mosaic can express), not what only
the TPU's compiler sees: a block too large for the TPU's fast memory (VMEM) lowers here and
fails there. benchmarks/accelerator_check.py, run on a TPU, sees that.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator

import jax
import numpy as np
import pytest
from hypothesis import find, settings
from jax._src.pallas.mosaic import tpu_info  # the TPU's facts Pallas lowers with (no public name)

from autograder.authoring.variants import Variant, load_variants, make_target
from autograder.course.manifest import Exercise, load_course
from autograder.engine.registry import spec_for
from autograder.grading.cases import Call
from autograder.grading.submission import Submission

TOPIC = "kernels"
COURSE = load_course()
EXERCISES = COURSE.topic(TOPIC).exercises
# Imported now, while `jax.default_backend()` still tells the truth: a spec reads it at import (its tolerances).
SPECS = {exercise.id: spec_for(exercise, COURSE) for exercise in EXERCISES}
CORRECT_VARIANTS = [
    variant for variant in load_variants()
    if variant.verdict == "pass" and COURSE.exercise(variant.exercise).topic == TOPIC
]


def _abstract(call: Call) -> tuple[Any, ...]:
    """The call's positional arguments as shapes and dtypes (`jax.ShapeDtypeStruct`), nothing to allocate."""
    args, kwargs = call.numpy_args()
    assert not kwargs, f"{call}: keyword arguments are not lowered here; extend `_abstract`"
    return jax.tree.map(lambda leaf: jax.ShapeDtypeStruct(np.shape(leaf), np.asarray(leaf).dtype), args)


def _shapes(call_args: tuple[Any, ...]) -> str:
    return ", ".join(f"{arg.dtype}{list(arg.shape)}" for arg in call_args)


def _made_on(backend: str, make: Callable[[], Any]) -> Any:
    """`make()` while `jax.default_backend()` answers `backend`: what the spec makes there."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(jax, "default_backend", lambda: backend)
        return make()


def _graded_calls(exercise: Exercise) -> list[tuple[str, tuple[Any, ...]]]:
    """(what the call is, its abstract arguments) for every shape the spec grades `exercise` with:
    the edge cases, a generated input, and the timing input as made on a CPU and on a TPU."""
    spec = SPECS[exercise.id]
    calls = [(f"edge case {index}", _abstract(call)) for index, call in enumerate(spec.edge_cases)]
    if spec.inputs is not None:
        generated = find(spec.inputs, lambda _: True, settings=settings(database=None, max_examples=1))
        calls.append(("generated input", _abstract(generated)))
    if spec.timing_input is not None:
        for backend in ("cpu", "tpu"):
            made = _made_on(backend, lambda: spec.timing_input(np.random.default_rng(0)))
            calls.append((f"timing input on a {backend.upper()}", _abstract(made)))
    return calls


@pytest.fixture
def on_a_tpu(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """`jax.default_backend()` answers "tpu": `interpret()` is then False, as on a TPU.

    Pallas's TPU lowering asks the device which chip it is before it checks a 1-D block (`bias_gelu`'s
    `b`); this CPU is told it is a TPU v5e, the chip the course is measured on.
    """
    monkeypatch.setitem(tpu_info.registry, jax.devices()[0].device_kind,
                        lambda: tpu_info.get_tpu_info_for_chip(tpu_info.ChipVersion.TPU_V5E, 1))
    tpu_info.get_tpu_info.cache_clear()
    monkeypatch.setattr(jax, "default_backend", lambda: "tpu")
    yield
    tpu_info.get_tpu_info.cache_clear()


def _check_lowers(function: Callable[..., Any], exercise: Exercise, label: str) -> None:
    """Raises AssertionError naming every graded call whose program does not lower for a TPU, with JAX's error."""
    calls = _graded_calls(exercise)
    failures = []
    for what, args in calls:
        try:
            jax.jit(function).trace(*args).lower(lowering_platforms=("tpu",))
        except Exception as error:  # the lowering's ValueError, or anything else a TPU would stop at
            failures.append(f"{what} ({_shapes(args)}): {type(error).__name__}: {str(error).splitlines()[0]}")
    assert not failures, (
        f"{label} ({exercise.id}) does not lower for a TPU at {len(failures)} of the {len(calls)} shapes the grader "
        "uses: a TPU wants blocks whose last two sides are multiples of (8, 128) or the whole array's.\n"
        + "\n".join(failures)
    )


@pytest.mark.parametrize("exercise", EXERCISES, ids=[exercise.id for exercise in EXERCISES])
@pytest.mark.usefixtures("on_a_tpu")
def test_reference_lowers_for_tpu(exercise: Exercise) -> None:
    topic = COURSE.topic(exercise.topic)
    function, _ = Submission(COURSE.root / "solutions").function(topic, exercise)
    _check_lowers(function, exercise, f"the reference in solutions/{topic.module_file}")


@pytest.mark.parametrize("variant", CORRECT_VARIANTS, ids=[variant.id for variant in CORRECT_VARIANTS])
@pytest.mark.usefixtures("on_a_tpu")
def test_correct_variant_lowers_for_tpu(variant: Variant, tmp_path: Path) -> None:
    exercise = COURSE.exercise(variant.exercise)
    topic = COURSE.topic(exercise.topic)
    target = make_target(tmp_path / "target", {topic.module_file: variant.source})
    function, _ = Submission(target).function(topic, exercise)
    _check_lowers(function, exercise, f"the correct variant tests/variants/{variant.id}.py")


def test_there_is_something_to_lower() -> None:
    assert EXERCISES, f"course.yml has no exercises in topic {TOPIC!r}"
    assert CORRECT_VARIANTS, f"tests/variants has no correct variant of topic {TOPIC!r}"
