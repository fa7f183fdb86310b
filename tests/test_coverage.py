"""The coverage matrix (autograder/authoring/coverage.py): every admitted class of value is tried, left out in words,
or a known gap in the ledger (autograder/specs/coverage_gaps.txt) that only shrinks."""

from __future__ import annotations

import dataclasses

import pytest

from autograder.authoring import coverage
from autograder.authoring.cli import main
from autograder.authoring.coverage import EMPTY, NOT_ADMITTED, TRIED, cells_of, counts, known_gaps
from autograder.course.manifest import load_course
from autograder.engine.registry import spec_for

COURSE = load_course()


@pytest.fixture(scope="module")
def matrix() -> list[coverage.Cell]:
    return [cell for exercise in COURSE.exercises for cell in cells_of(COURSE, exercise)]


def _cell(cells: list[coverage.Cell], key: str) -> coverage.Cell:
    return next(cell for cell in cells if cell.key == key)


def test_every_empty_cell_is_a_known_gap(matrix) -> None:
    new = [cell.key for cell in matrix if cell.status == EMPTY and cell.key not in known_gaps()]
    assert not new, ("cells the docstring admits and no check tries (fill each in the spec, or write the words that "
                     "leave the class out):\n" + "\n".join(new))


def test_every_known_gap_is_still_empty(matrix) -> None:
    empty = {cell.key for cell in matrix if cell.status == EMPTY}
    filled = sorted(known_gaps() - empty)
    assert not filled, f"filled or gone: strike these from {coverage.COVERAGE_GAPS.name}:\n" + "\n".join(filled)


def test_the_matrix_covers_every_exercise_with_arguments_it_chooses(matrix) -> None:
    """Every exercise whose spec holds hand-picked calls has cells; the others choose their inputs in their checks."""
    with_cells = {cell.exercise for cell in matrix}
    for exercise in COURSE.exercises:
        spec = spec_for(exercise, COURSE)
        if spec.edge_cases and spec.reference is not None:
            assert exercise.id in with_cells, exercise.id
    total = counts(matrix)
    assert total[TRIED] > 100 and total[NOT_ADMITTED] > 50


def test_a_class_the_spec_stops_trying_becomes_an_empty_cell() -> None:
    """set_diagonal's docstring admits IEEE specials in `value`; a spec without `special_values` leaves the cell
    empty, and that is a gap the ledger does not hold."""
    exercise = COURSE.exercise("arrays.set_diagonal")
    spec = spec_for(exercise, COURSE)
    assert _cell(cells_of(COURSE, exercise, spec), "arrays.set_diagonal.value: IEEE specials").status == TRIED
    emptied = dataclasses.replace(spec, special_values=("x",))  # its edge cases hold no inf of their own for `value`
    cell = _cell(cells_of(COURSE, exercise, emptied), "arrays.set_diagonal.value: IEEE specials")
    assert (cell.status, cell.detail) == (EMPTY, "the docstring admits it and no check tries it")
    assert cell.key not in known_gaps()


def test_words_that_leave_a_class_out_are_quoted() -> None:
    cells = cells_of(COURSE, COURSE.exercise("prng.dropout"))
    rate = _cell(cells, "prng.dropout.rate: IEEE specials")
    assert rate.status == NOT_ADMITTED and "``0 <= rate <= 1``" in rate.detail
    running = _cell(cells_of(COURSE, COURSE.exercise("state.running_mean_step")), "state.running_mean_step.x: IEEE specials")
    assert running.status == NOT_ADMITTED and "Any finite values" in running.detail


def test_words_that_admit_a_class_outweigh_words_that_seem_to_exclude_it() -> None:
    """safe_get's `idx` is "an integer vector of indices, any int32 values (the extremes included)": "indices" alone
    would read as positions, the rest admits the extremes, and its edge cases hold both ends of int32."""
    cell = _cell(cells_of(COURSE, COURSE.exercise("arrays.safe_get")), "arrays.safe_get.idx: integer extremes")
    assert cell.status == TRIED


def test_the_coverage_command_prints_the_matrix_and_fails_on_a_new_gap(tmp_path, monkeypatch, capsys) -> None:
    assert main(["coverage", "--only", "arrays.set_diagonal", "--json", str(tmp_path / "cells.json")]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith("14 cells: ") and "value, IEEE specials: tried (edge_cases)" in printed
    assert '"value_class": "float16"' in (tmp_path / "cells.json").read_text()
    ledger = tmp_path / "gaps.txt"
    ledger.write_text("# nothing known\n")
    monkeypatch.setattr(coverage, "COVERAGE_GAPS", ledger)
    # a spec that stops casting `value` to the half widths leaves two cells empty, which the new ledger does not hold
    from autograder.engine import registry

    spec = spec_for(COURSE.exercise("arrays.set_diagonal"), COURSE)
    kept = tuple(contract for contract in spec.dtypes if "value" not in contract.arguments)
    monkeypatch.setitem(registry.DECLARED, spec.id, dataclasses.replace(spec, dtypes=kept))
    assert main(["coverage", "--only", "arrays.set_diagonal"]) == 1
    error = capsys.readouterr().err
    assert "2 empty cell(s) not in the ledger" in error and "arrays.set_diagonal.value: float16" in error


def test_inputs_an_exercise_s_own_check_declares_try_a_class_in_that_check() -> None:
    """dropout has no reference: its own `dropout_values` check runs the inputs the spec declares for it
    (`check_inputs`), a bfloat16 x among them, and the matrix names that check; without them the cell is empty."""
    exercise = COURSE.exercise("prng.dropout")
    spec = spec_for(exercise, COURSE)
    cell = _cell(cells_of(COURSE, exercise, spec), "prng.dropout.x: bfloat16")
    assert (cell.status, cell.detail) == (TRIED, "dropout_values")
    emptied = dataclasses.replace(spec, check_inputs={})
    assert _cell(cells_of(COURSE, exercise, emptied), "prng.dropout.x: bfloat16").status == EMPTY


def test_a_function_argument_is_tried_raising_by_edge_cases_or_by_a_check_that_declares_one() -> None:
    """curvature's `f` is replaced by a raising function in `edge_cases`; find_problem has no edge_cases check, and its
    own `finds_problems` declares a `RaisingFunction`; without that declaration the cell is empty."""
    matrix = [cell for id_ in ("grad.curvature", "debugging.find_problem")
              for cell in cells_of(COURSE, COURSE.exercise(id_))]
    assert _cell(matrix, "grad.curvature.f: function that raises").detail == "edge_cases"
    assert _cell(matrix, "debugging.find_problem.f: function that raises").detail == "finds_problems"
    exercise = COURSE.exercise("debugging.find_problem")
    spec = spec_for(exercise, COURSE)
    emptied = dataclasses.replace(spec, check_inputs={})
    cell = _cell(cells_of(COURSE, exercise, emptied), "debugging.find_problem.f: function that raises")
    assert cell.status == EMPTY


def test_a_horizon_is_tried_past_narrow_counters_or_bounded_in_words() -> None:
    """newton_sqrt's long call runs 2**16 + 1 steps; power_iteration's docstring bounds n_steps at 1000; without the
    long call newton_sqrt's cell is empty. adam_step's `step` counter inside its state is a horizon too."""
    column = f"horizon past {coverage.NARROW_COUNTER}"
    newton = COURSE.exercise("control_flow.newton_sqrt")
    cells = [*cells_of(COURSE, newton), *cells_of(COURSE, COURSE.exercise("devices.power_iteration")),
             *cells_of(COURSE, COURSE.exercise("state.adam_step"))]
    assert _cell(cells, f"control_flow.newton_sqrt.n_iters: {column}").status == TRIED
    assert _cell(cells, f"state.adam_step.opt_state: {column}").status == TRIED
    bounded = _cell(cells, f"devices.power_iteration.n_steps: {column}")
    assert bounded.status == NOT_ADMITTED and "at most 1000" in bounded.detail
    emptied = dataclasses.replace(spec_for(newton, COURSE), long_calls=())
    assert _cell(cells_of(COURSE, newton, emptied), f"control_flow.newton_sqrt.n_iters: {column}").status == EMPTY


def test_numpy_arrays_and_blocks_are_cells_of_their_own() -> None:
    """lax_apply has no `no_mutation`: `edge_cases` runs an edge case with NumPy arrays; silu's x is tried with fewer
    rows than a (8, 128) tile, and blocked_softmax's docstring leaves that out ("a multiple of BLOCK_ROWS")."""
    cells = [cell for id_ in ("gotchas.lax_apply", "kernels.silu", "kernels.blocked_softmax")
             for cell in cells_of(COURSE, COURSE.exercise(id_))]
    assert _cell(cells, "gotchas.lax_apply.x: NumPy array").detail == "edge_cases"
    assert _cell(cells, "kernels.silu.x: below a block").status == TRIED
    assert _cell(cells, "kernels.blocked_softmax.x: below a block").status == NOT_ADMITTED


def test_promises_about_the_whole_call_are_cells_too() -> None:
    """produces_nan promises its switches as found "whatever happened inside" and that `fn` runs once: `leaves_config`
    tries switches set on entry and a raising `fn`, `finds_nans` counts the calls; without the declared raising input
    the on-error cell is empty."""
    exercise = COURSE.exercise("gotchas.produces_nan")
    cells = cells_of(COURSE, exercise)
    assert _cell(cells, "gotchas.produces_nan.(the call): switches set on entry").detail == "leaves_config"
    assert _cell(cells, "gotchas.produces_nan.(the call): switches restored on error").detail == "leaves_config"
    assert _cell(cells, "gotchas.produces_nan.(the call): calls counted").detail == "finds_nans"
    spec = spec_for(exercise, COURSE)
    emptied = dataclasses.replace(spec, check_inputs={k: v for k, v in spec.check_inputs.items() if k != "leaves_config"})
    assert _cell(cells_of(COURSE, exercise, emptied), "gotchas.produces_nan.(the call): switches restored on error").status == EMPTY


def test_a_function_returning_nan_is_tried_where_named_and_left_out_where_only_its_program_is_read() -> None:
    cells = [cell for id_ in ("grad.jacobian", "debugging.primitive_counts")
             for cell in cells_of(COURSE, COURSE.exercise(id_))]
    assert _cell(cells, "grad.jacobian.f: function returning NaN").detail == "edge_cases"
    left_out = _cell(cells, "debugging.primitive_counts.f: function returning NaN")
    assert left_out.status == NOT_ADMITTED and "never its values" in left_out.detail
