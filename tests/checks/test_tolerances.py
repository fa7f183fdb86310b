"""checks/tolerances.py: per-backend factors widen a comparison only where measured, never on a CPU, never an exact one."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from autograder.checks import tolerances
from autograder.checks.comparison import assert_matches
from autograder.grading.failures import CheckFailure

EXPECTED = np.array([1.3132616, -0.0203953], np.float32)
TPU_LIKE = np.array([1.3132641, -0.0203934], np.float32)  # the reference softplus / selu as a TPU computes them


@pytest.fixture
def record(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "tolerances.json"
    path.write_text(json.dumps({"backends": {"tpu": {"device": "TPU v5 lite", "factors": {"toy.softplus": 40.0}},
                                             "cpu": {"factors": {"toy.softplus": 40.0}}}}))
    monkeypatch.setattr(tolerances, "RECORD", path)
    monkeypatch.setattr(tolerances, "_factors", {})
    return path


def compare(got: np.ndarray, rtol: float = 1e-5, atol: float = 1e-7) -> None:
    assert_matches(got, EXPECTED, check="values", call_text="softplus(x)", rtol=rtol, atol=atol)


def test_the_measured_factor_widens_that_exercise_on_that_backend(record: Path) -> None:
    with tolerances.grading("toy.softplus", platform="tpu"):
        compare(TPU_LIKE)
        assert tolerances.widened(1e-5, 1e-7) == pytest.approx((4e-4, 4e-6))


def test_a_cpu_never_gets_looser_even_with_a_factor_written_for_it(record: Path) -> None:
    with tolerances.grading("toy.softplus", platform="cpu"), pytest.raises(CheckFailure) as failure:
        compare(TPU_LIKE)
    assert "wrong values for softplus(x): the result at index (1,) should be" in str(failure.value)


def test_another_exercise_or_no_exercise_keeps_the_specs_tolerance(record: Path) -> None:
    with tolerances.grading("toy.selu", platform="tpu"), pytest.raises(CheckFailure, match="1 of 2 elements differ"):
        compare(TPU_LIKE)
    with pytest.raises(CheckFailure, match="wrong values"):
        compare(TPU_LIKE)


def test_a_flaw_larger_than_the_widened_tolerance_still_fails_on_the_tpu(record: Path) -> None:
    flawed = EXPECTED * np.float32(1.001)  # 0.1% off: 2.5x the widened rtol of 4e-4
    with tolerances.grading("toy.softplus", platform="tpu"), pytest.raises(CheckFailure) as failure:
        compare(flawed)
    assert "2 of 2 elements differ" in str(failure.value)


def test_an_exact_comparison_stays_exact(record: Path) -> None:
    with tolerances.grading("toy.softplus", platform="tpu"):
        assert tolerances.widened(0.0, 0.0) == (0.0, 0.0)
        with pytest.raises(CheckFailure, match="wrong values"):
            compare(TPU_LIKE, rtol=0.0, atol=0.0)


def test_recording_notes_the_need_and_lets_the_values_pass(record: Path) -> None:
    with tolerances.recording() as needs, tolerances.grading("toy.softplus", platform="tpu"):
        compare(TPU_LIKE)
        compare(EXPECTED)
    need = abs(float(TPU_LIKE[1]) - float(EXPECTED[1])) / (1e-7 + 1e-5 * abs(float(EXPECTED[1])))
    assert needs == {"toy.softplus": pytest.approx(need, rel=1e-3)}
    assert need > 1
    with tolerances.recording(), tolerances.grading("toy.softplus"), pytest.raises(CheckFailure, match="wrong shape"):
        compare(TPU_LIKE[:1])  # only values are recorded: shapes, dtypes and structure still fail


def test_recording_writes_margin_times_each_need_above_one_and_refuses_the_cpu(record: Path) -> None:
    kept = tolerances.record_factors("tpu", "TPU v5 lite", {"toy.softplus": 9.6, "toy.selu": 0.3}, "today")
    assert kept == {"toy.softplus": 38.0}
    written = json.loads(record.read_text())["backends"]["tpu"]
    assert written["factors"] == {"toy.softplus": 38.0} and written["needs"] == {"toy.selu": 0.3, "toy.softplus": 9.6}
    assert tolerances.factors("tpu") == {"toy.softplus": 38.0}
    with pytest.raises(ValueError, match="the CPU's tolerances are the specs' own"):
        tolerances.record_factors("cpu", "cpu", {"toy.softplus": 9.6}, "today")


def test_a_measurement_of_some_exercises_keeps_the_others_and_replaces_its_own(record: Path) -> None:
    tolerances.record_factors("tpu", "TPU v5 lite", {"toy.softplus": 9.6, "toy.selu": 3.0}, "before")
    kept = tolerances.record_factors("tpu", "TPU v5 lite", {"toy.gelu": 2.0}, "today",
                                     exercises=("toy.gelu", "toy.selu"))  # selu graded again: it needs nothing now
    assert kept == {"toy.gelu": 8.0, "toy.softplus": 38.0}
    assert json.loads(record.read_text())["backends"]["tpu"]["needs"] == {"toy.gelu": 2.0, "toy.softplus": 9.6}
    kept = tolerances.record_factors("tpu", "TPU v6 lite", {"toy.gelu": 2.0}, "today", exercises=("toy.gelu",))
    assert kept == {"toy.gelu": 8.0}  # another device: nothing of the earlier one's measurement is kept


def test_the_shipped_record_has_no_cpu_factors() -> None:
    record = json.loads(tolerances.RECORD.read_text()) if tolerances.RECORD.exists() else {"backends": {}}
    assert not record["backends"].get("cpu", {}).get("factors")
    assert tolerances.factors("cpu") == {}


def test_the_factor_applies_once_per_comparison_not_once_per_leaf(record: Path) -> None:
    """A pytree of many leaves gets the same widened tolerance on each (the factor does not compound)."""
    expected = tuple(EXPECTED for _ in range(5))
    far = EXPECTED + np.float32(1e-3)  # 1e-3 off: within no widened tolerance of 4e-4 relative, 4e-6 absolute
    with tolerances.grading("toy.softplus", platform="tpu"), pytest.raises(CheckFailure) as failure:
        assert_matches((*expected[:4], far), expected, check="values", call_text="softplus(x)", rtol=1e-5, atol=1e-7)
    assert "wrong values for softplus(x): [4] at index (0,)" in str(failure.value)


def test_measuring_with_the_correct_variants_counts_their_needs_as_the_exercises(tmp_path, monkeypatch) -> None:
    """`tolerances --correct-variants`: a correct alternative that needs more than the reference (as
    `exp(log_softmax(x))` did on a TPU) raises the exercise's need; without the option it is not graded."""
    from autograder.authoring import measure_tolerances, variants
    from autograder.course.manifest import load_course

    course = load_course()
    off = tmp_path / "03_jit" / "softmax_a_little_off.py"
    off.parent.mkdir()
    off.write_text("import jax\nimport jax.numpy as jnp\n\n\n@jax.jit\ndef softmax(x):\n"
                   "    return jax.nn.softmax(jnp.asarray(x)) * (1 + 3e-5)\n")
    monkeypatch.setattr(variants, "load_variants", lambda: [variants.Variant(off, "jit.softmax", "pass", None)])
    alone = measure_tolerances.measure(course, course.root / "solutions", ("jit.softmax",))
    with_variants = measure_tolerances.measure(course, course.root / "solutions", ("jit.softmax",), correct_variants=True)
    assert alone.needs.get("jit.softmax", 0.0) < 1 < with_variants.needs["jit.softmax"]
    assert alone.failures == [] and with_variants.failures == []


# --- the batch parent's verification: the device's outputs against the CPU's reference ----------------------


def test_the_verifications_factor_applies_only_while_crossing(record: Path) -> None:
    """On a TPU the same key gives normals a few units in the last place apart from a CPU's: `random_walk`'s
    running sums lost the batch's `verified` check alone (1.6e-5 off, 2 of 16 elements)."""
    tolerances.record_across("tpu", "TPU v5 lite", {"toy.walk": 2.5, "toy.softplus": 1.0, "toy.same": 0.0}, "today")
    assert tolerances.factors("tpu", "across") == {"toy.walk": 11.0, "toy.softplus": 44.0}  # own factor + 4 x need
    walk_cpu, walk_tpu = np.array([0.01524198], np.float32), np.array([0.01521599], np.float32)
    with tolerances.grading("toy.walk", platform="tpu"):
        with pytest.raises(CheckFailure, match="wrong values"):  # in-process, both on the TPU: the spec's tolerance
            assert_matches(walk_tpu, walk_cpu, check="values", call_text="walk(key)", rtol=1e-5, atol=1e-5)
        with tolerances.crossing():
            assert_matches(walk_tpu, walk_cpu, check="verified", call_text="walk(key)", rtol=1e-5, atol=1e-5)
            with pytest.raises(CheckFailure, match="wrong values"):  # a flaw 1e-3 off is no backend's difference
                assert_matches(walk_cpu + np.float32(1e-3), walk_cpu, check="verified", call_text="walk(key)",
                               rtol=1e-5, atol=1e-5)
    with tolerances.grading("toy.walk", platform="cpu"), tolerances.crossing(), pytest.raises(CheckFailure):
        assert_matches(walk_tpu, walk_cpu, check="verified", call_text="walk(key)", rtol=1e-5, atol=1e-5)


def test_the_verifications_factors_need_the_devices_own_first_and_never_the_cpus(record: Path) -> None:
    with pytest.raises(ValueError, match="the CPU's tolerances are the specs' own"):
        tolerances.record_across("cpu", "cpu", {"toy.walk": 2.5}, "today")
    with pytest.raises(ValueError, match=r"measure tpu's own tolerances on TPU v6 lite first"):
        tolerances.record_across("tpu", "TPU v6 lite", {"toy.walk": 2.5}, "today")
    tolerances.record_across("tpu", "TPU v5 lite", {"toy.walk": 2.5}, "today")
    tolerances.record_factors("tpu", "TPU v5 lite", {"toy.softplus": 9.6}, "later")  # its own measured again
    assert tolerances.factors("tpu", "across") == {}  # they added to the old ones: measured again too


def test_measuring_across_finds_a_reference_that_differs_off_the_cpu(monkeypatch: pytest.MonkeyPatch) -> None:
    """`tolerances --across` on a CPU finds nothing to widen; a reference that computes otherwise off the CPU (as a
    TPU's normals do) is found, on the inputs the verification draws."""
    import dataclasses

    import jax

    from autograder.authoring import measure_tolerances
    from autograder.course.manifest import load_course
    from autograder.engine import registry

    course = load_course()
    same = measure_tolerances.measure_across(course, only=("prng.random_walk", "vmap.pairwise"))
    assert same.exercises == ["prng.random_walk", "vmap.pairwise"] and same.needs == {} and not same.failures
    real = registry.spec_for

    def off_the_cpu(exercise, course):
        spec = real(exercise, course)
        if exercise.id != "prng.random_walk":
            return spec
        walk = spec.reference

        def reference(*args, **kwargs):
            out = np.asarray(walk(*args, **kwargs))
            return out if jax.config.jax_default_device is not None else out * np.float32(1 + 1e-4)
        return dataclasses.replace(spec, reference=reference)

    monkeypatch.setattr(registry, "spec_for", off_the_cpu)
    found = measure_tolerances.measure_across(course, only=("prng.random_walk",))
    assert found.needs["prng.random_walk"] > 1
