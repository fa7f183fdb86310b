"""What `--only` selects for the stability rows (autograder/authoring/stability.py): an exercise, one timed check of
it (`EXERCISE:CHECK`), or some implementations of that check (`EXERCISE:CHECK:IMPLEMENTATION`), as a lent device's
last rows need."""

from __future__ import annotations

from autograder.authoring.stability import _chosen_checks, _chosen_implementation
from autograder.course.manifest import load_course

COURSE = load_course()
TIME_CALL = COURSE.exercise("jit.time_call")


def test_an_exercise_id_keeps_every_timed_check_and_implementation() -> None:
    assert _chosen_checks(("jit.time_call",), TIME_CALL, ("median_wall_time", "other")) == ("median_wall_time", "other")
    assert _chosen_implementation(("jit.time_call",), TIME_CALL, "median_wall_time", "time_call_mean_of_loop")


def test_a_check_keeps_that_check_and_all_its_implementations() -> None:
    only = ("jit.time_call:median_wall_time",)
    assert _chosen_checks(only, TIME_CALL, ("median_wall_time", "other")) == ("median_wall_time",)
    assert _chosen_implementation(only, TIME_CALL, "median_wall_time", "reference")


def test_named_implementations_keep_only_those() -> None:
    only = ("jit.time_call:median_wall_time:time_call_median_high", "jit.time_call:median_wall_time:reference")
    assert _chosen_checks(only, TIME_CALL, ("median_wall_time", "other")) == ("median_wall_time",)
    assert _chosen_implementation(only, TIME_CALL, "median_wall_time", "time_call_median_high")
    assert _chosen_implementation(only, TIME_CALL, "median_wall_time", "reference")
    assert not _chosen_implementation(only, TIME_CALL, "median_wall_time", "time_call_mean_of_loop")
    assert _chosen_implementation(only, TIME_CALL, "other", "time_call_mean_of_loop")  # another check: unrestricted
