"""Tests for autograder/engine/gradebook.py: the Gradebook's scores, table and Gradescope results.json."""

from __future__ import annotations

import json
from pathlib import Path

import jax
import pytest

from autograder.course.manifest import Course, parse_course
from autograder.engine.gradebook import Gradebook
from autograder.grading.outcome import CheckResult, Outcome

TOY_COURSE = {
    "format": 1,
    "title": "Toy",
    "topics": [
        {
            "id": "toy",
            "title": "Toys",
            "folder": "01_toy",
            "notebook": "toy.ipynb",
            "exercises": [
                {"id": "toy.double", "points": 2, "hints": ["Multiply by two.", "Scale by a constant.", "x * 2"],
                 "checks": ["values", "edge_cases", "jit"]},
                {"id": "toy.squash", "points": 3, "hints": ["Compile it.", "Use @jax.jit.", "Decorate with @jax.jit."], "checks": ["values", "speedup"],
                 "speedup": {"baseline": "eager", "expert": "jitted", "fraction": 0.5}},
            ],
        },
        {
            "id": "keys",
            "title": "Keys and splitting",
            "folder": "02_keys",
            "notebook": "keys.ipynb",
            "exercises": [{"id": "keys.draw", "points": 1, "hints": ["A key is used once.", "Split the key.", "Use jax.random.split."], "checks": ["no_key_reuse"]}],
        },
    ],
}

H200 = {"backend": "gpu", "device": "NVIDIA H200", "jax": "0.11.0"}


@pytest.fixture
def course() -> Course:
    return parse_course(TOY_COURSE, Path("course.yml"))


def grade(gradebook: Gradebook, exercise_id: str, outcomes: dict[str, str]) -> None:
    """Record `check -> outcome` for one exercise; a failure's message names its check."""
    for check, outcome in outcomes.items():
        message = f"[{check}] {check} went wrong" if outcome == "failed" else ""
        if outcome == "not_graded":
            message = "speed-up not measured here"
        gradebook.record(exercise_id, CheckResult(check, Outcome(outcome), message))


# --- scores ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "outcomes, score",
    [
        ({"values": "passed", "edge_cases": "passed", "jit": "passed"}, 2),
        ({"values": "passed", "edge_cases": "failed", "jit": "passed"}, 0),
        ({"values": "failed", "edge_cases": "failed", "jit": "failed"}, 0),
        ({"values": "passed", "edge_cases": "passed", "jit": "not_graded"}, 2),
        ({"values": "failed", "edge_cases": "passed", "jit": "not_graded"}, 0),
        ({"jit": "not_graded"}, 0),
    ],
    ids=["all-pass", "one-fails", "all-fail", "not-graded-is-no-failure", "not-graded-is-no-pass", "only-not-graded-earns-nothing"],
)
def test_exercise_scores_all_or_nothing(course: Course, outcomes: dict[str, str], score: int) -> None:
    gradebook = Gradebook(course)
    grade(gradebook, "toy.double", outcomes)
    assert gradebook.results["toy.double"].score == score
    assert (gradebook.score, gradebook.max_score) == (score, 2)


def test_total_counts_only_graded_exercises(course: Course) -> None:
    gradebook = Gradebook(course)
    grade(gradebook, "toy.double", {"values": "passed", "edge_cases": "passed", "jit": "passed"})
    grade(gradebook, "keys.draw", {"no_key_reuse": "failed"})
    assert (gradebook.score, gradebook.max_score) == (2, 3)  # toy.squash was not graded: not in max_score


def test_graded_follows_course_yml_order(course: Course) -> None:
    gradebook = Gradebook(course)
    grade(gradebook, "keys.draw", {"no_key_reuse": "passed"})
    grade(gradebook, "toy.double", {"values": "passed"})
    assert [result.exercise.id for result in gradebook.graded()] == ["toy.double", "keys.draw"]


def test_first_failure_follows_course_yml_check_order(course: Course) -> None:
    gradebook = Gradebook(course)
    # Recorded in reverse (e.g. tests run in random order); course.yml lists values, edge_cases, jit.
    grade(gradebook, "toy.double", {"jit": "failed", "edge_cases": "failed", "values": "passed"})
    result = gradebook.results["toy.double"]
    assert result.first_failure == "[edge_cases] edge_cases went wrong"
    assert "[edge_cases] edge_cases went wrong" in gradebook.feedback(result).splitlines()[1]


def test_unknown_exercise_is_refused(course: Course) -> None:
    with pytest.raises(KeyError, match="no exercise 'toy.tripple'"):
        Gradebook(course).record("toy.tripple", CheckResult("values", Outcome.PASSED))


# --- feedback and the table ------------------------------------------------------------------


def test_feedback_for_a_passing_and_a_failing_exercise(course: Course) -> None:
    gradebook = Gradebook(course)
    grade(gradebook, "toy.double", {"values": "passed", "edge_cases": "passed", "jit": "passed"})
    grade(gradebook, "toy.squash", {"values": "passed", "speedup": "failed"})
    assert gradebook.feedback(gradebook.results["toy.double"]) == "All 3 graded checks passed."
    assert gradebook.feedback(gradebook.results["toy.squash"]).splitlines() == [
        "1 of 2 checks failed. First failure:",
        "[speedup] speedup went wrong",
        "Hint: Compile it.",
    ]


def test_feedback_mentions_checks_not_graded(course: Course) -> None:
    gradebook = Gradebook(course)
    grade(gradebook, "toy.squash", {"values": "passed", "speedup": "not_graded"})
    assert gradebook.feedback(gradebook.results["toy.squash"]).splitlines() == [
        "All 1 graded checks passed.",
        "Not graded here: speed-up not measured here",
    ]


def test_feedback_when_no_check_could_be_graded(course: Course) -> None:
    """No check ran (the eight-device child could not start, say): no points, and no "All 0 checks passed"."""
    gradebook = Gradebook(course)
    grade(gradebook, "toy.squash", {"values": "not_graded", "speedup": "not_graded"})
    result = gradebook.results["toy.squash"]
    assert result.score == 0
    assert gradebook.feedback(result).splitlines() == [
        "No check could be graded here, so no points yet.",
        "Not graded here: speed-up not measured here",
        "Not graded here: speed-up not measured here",
    ]


def test_table_lists_topics_total_and_a_to_do_section(course: Course) -> None:
    gradebook = Gradebook(course)
    grade(gradebook, "toy.double", {"values": "passed", "edge_cases": "failed", "jit": "passed"})
    grade(gradebook, "toy.squash", {"values": "passed", "speedup": "passed"})
    grade(gradebook, "keys.draw", {"no_key_reuse": "passed"})
    table = "\n".join(gradebook.table())
    assert "01_toy  Toys" in table and "3/5   points  1/2 exercises done" in table
    assert "02_keys  Keys and splitting" in table and "1/1   points  1/1 exercises done" in table
    assert "total" in table and "4/6   points" in table
    to_do = table.split("To do")[1]
    assert "- toy.double (0/2)" in to_do
    assert "    [edge_cases] edge_cases went wrong" in to_do
    assert "    Hint: Multiply by two." in to_do
    assert "toy.squash" not in to_do and "keys.draw" not in to_do


def _with_tied_hints() -> Course:
    import copy

    raw = copy.deepcopy(TOY_COURSE)
    raw["topics"][0]["exercises"][0]["hints"] = [
        {"text": "Compute it in the input's dtype.", "checks": ["edge_cases"]}, "Multiply by two.", "x * 2"]
    raw["topics"][0]["exercises"][1]["hints"] = [
        {"text": "Jit the whole function.", "checks": ["speedup"]}, {"text": "Use @jax.jit.", "checks": ["speedup"]},
        {"text": "Decorate with @jax.jit.", "checks": ["speedup"]}]
    return parse_course(raw, Path("course.yml"))


def test_a_failure_is_shown_the_hint_tied_to_its_check() -> None:
    gradebook = Gradebook(_with_tied_hints())
    grade(gradebook, "toy.double", {"values": "passed", "edge_cases": "failed", "jit": "passed"})
    assert gradebook.feedback(gradebook.results["toy.double"]).splitlines()[-1] == "Hint: Compute it in the input's dtype."


def test_a_failure_of_a_check_no_hint_is_tied_to_gets_the_first_general_hint_or_none() -> None:
    gradebook = Gradebook(_with_tied_hints())
    grade(gradebook, "toy.double", {"values": "failed", "edge_cases": "passed", "jit": "passed"})
    assert gradebook.feedback(gradebook.results["toy.double"]).splitlines()[-1] == "Hint: Multiply by two."
    grade(gradebook, "toy.squash", {"values": "failed", "speedup": "passed"})
    feedback = gradebook.feedback(gradebook.results["toy.squash"])
    assert "[values] values went wrong" in feedback and "Hint" not in feedback, "hints about speed are not shown under values"


def test_table_when_everything_passes(course: Course) -> None:
    gradebook = Gradebook(course)
    grade(gradebook, "keys.draw", {"no_key_reuse": "passed"})
    grade(gradebook, "toy.squash", {"values": "passed", "speedup": "not_graded"})
    lines = gradebook.table()
    assert not any(line.startswith("To do") for line in lines)
    assert "Every graded exercise passes all its checks." in lines
    assert "(not graded here) toy.squash: speed-up not measured here" in lines


def test_table_skips_topics_with_nothing_graded(course: Course) -> None:
    gradebook = Gradebook(course)
    grade(gradebook, "keys.draw", {"no_key_reuse": "passed"})
    table = "\n".join(gradebook.table())
    assert "02_keys" in table and "01_toy" not in table


# --- results.json ----------------------------------------------------------------------------


def test_results_json_has_one_entry_per_graded_exercise(course: Course) -> None:
    gradebook = Gradebook(course)
    grade(gradebook, "keys.draw", {"no_key_reuse": "failed"})
    grade(gradebook, "toy.double", {"values": "passed", "edge_cases": "passed", "jit": "passed"})
    results = gradebook.results_json()
    assert [test["name"] for test in results["tests"]] == ["toy.double", "keys.draw"]
    for test in results["tests"]:
        assert set(test) == {"name", "score", "max_score", "status", "output"}
    double, draw = results["tests"]
    assert (double["score"], double["max_score"], double["status"]) == (2, 2, "passed")
    assert double["output"] == "All 3 graded checks passed."
    assert (draw["score"], draw["max_score"], draw["status"]) == (0, 1, "failed")
    assert "[no_key_reuse] no_key_reuse went wrong" in draw["output"] and "Hint: A key is used once." in draw["output"]
    assert results["score"] == sum(test["score"] for test in results["tests"]) == 2
    assert results["max_score"] == 3


def test_results_json_of_an_empty_run(course: Course) -> None:
    results = Gradebook(course, platform=H200).results_json()
    assert results == {"score": 0, "max_score": 0, "tests": [], "extra_data": H200}


# --- where the grading ran -------------------------------------------------------------------


def test_table_and_results_name_this_process_backend(course: Course) -> None:
    gradebook = Gradebook(course)
    grade(gradebook, "keys.draw", {"no_key_reuse": "passed"})
    backend, device = jax.default_backend(), jax.devices()[0].device_kind  # "cpu" and "cpu" on a machine without accelerator
    assert gradebook.results_json()["extra_data"] == {"backend": backend, "device": device, "jax": jax.__version__}
    assert gradebook.table()[0] == f"backend: {backend} ({device}), jax {jax.__version__}"


def test_table_and_results_name_the_backend_given(course: Course, tmp_path: Path) -> None:
    gradebook = Gradebook(course, platform=H200)
    grade(gradebook, "keys.draw", {"no_key_reuse": "passed"})
    assert gradebook.table()[0] == "backend: gpu (NVIDIA H200), jax 0.11.0"
    gradebook.write_results(tmp_path / "results.json")
    assert json.loads((tmp_path / "results.json").read_text())["extra_data"] == H200


def test_write_results_writes_valid_json_atomically(course: Course, tmp_path: Path) -> None:
    gradebook = Gradebook(course)
    grade(gradebook, "toy.double", {"values": "failed", "edge_cases": "passed", "jit": "passed"})
    path = tmp_path / "results" / "results.json"
    gradebook.write_results(path)
    assert json.loads(path.read_text()) == gradebook.results_json()
    assert sorted(p.name for p in path.parent.iterdir()) == ["results.json"]  # no temporary file left


def test_write_results_replaces_an_old_file(course: Course, tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    path.write_text("{ half a file")
    gradebook = Gradebook(course)
    grade(gradebook, "keys.draw", {"no_key_reuse": "passed"})
    gradebook.write_results(path)
    assert json.loads(path.read_text())["score"] == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.json"]


def test_an_unknown_outcome_is_refused() -> None:
    """A result read back (from a worker's pipe, a saved state) with an outcome that is not one of `Outcome`'s."""
    assert CheckResult.from_json({"check": "values", "outcome": "failed", "message": "m"}).outcome is Outcome.FAILED
    with pytest.raises(ValueError, match="'fail' is not a valid Outcome"):
        CheckResult.from_json({"check": "values", "outcome": "fail", "message": "m"})


def test_written_results_are_readable_by_others(course: Course, tmp_path: Path) -> None:
    gradebook = Gradebook(course)
    grade(gradebook, "toy.double", {"values": "passed"})
    gradebook.write_results(tmp_path / "results.json")
    assert (tmp_path / "results.json").stat().st_mode & 0o777 == 0o644
