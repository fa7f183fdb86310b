"""Every program the grader compiles around student code rounds each step to its dtype (`ROUNDED_AS_WRITTEN`).

On a TPU v5e, `@jax.jit` code that sums a float16 column past 65504 came out finite: XLA kept the float32 it adds in
between the operations ("excess precision"), so the flaw that the CPU shows as inf scored full marks there (eleventh
lease, `03_jit/standardize_sum_over_rows`). A CPU never keeps excess precision, so it cannot show the difference in
values: these tests read the options each compilation is given instead (a spy around JAX's own
`compiler.get_compile_options`, the compilation itself real), for every way the checks compile student code.
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax._src import compiler

from autograder.checks.calling import jitted, values_of
from autograder.grading.cases import Call, Case, ExerciseSpec

OPTION = "xla_allow_excess_precision"


@jax.jit
def column_mean(x):
    return jnp.sum(x, axis=0) / x.shape[0]  # a float16 total: past 65504 it is inf where each step is rounded


def draw(key):
    return jax.random.normal(key, (2,), jnp.float16)


CALL = Call((np.full((16, 2), 4100.0, np.float16),))


@pytest.fixture
def compile_options(monkeypatch) -> dict[str, dict[str, Any]]:
    """Module name -> env option overrides, for every XLA compilation from here on (JAX's caches cleared first)."""
    seen: dict[str, dict[str, Any]] = {}
    original = compiler.compile_or_get_cached

    def spy(backend, computation, devices, options, *args: Any, **kwargs: Any):
        name = str(computation.operation.attributes["sym_name"]).strip('"')
        seen[name] = dict(options.env_option_overrides)
        return original(backend, computation, devices, options, *args, **kwargs)

    jax.clear_caches()
    monkeypatch.setattr(compiler, "compile_or_get_cached", spy)
    return seen


def _case(function, **spec: Any) -> Case:
    return Case.standalone(function, ExerciseSpec(f"toy.{function.__name__}", edge_cases=(CALL,), **spec),
                           checks=("values", "jit"))


def _rounded(seen: dict[str, dict[str, Any]], *names: str) -> bool:
    """Each named program (a prefix of its module name) was compiled, and every compilation of it rounded."""
    return all(any(module.startswith(name) for module in seen) for name in names) and all(
        str(options.get(OPTION)).lower() == "false" for module, options in seen.items() if module.startswith(names))


def test_the_spy_sees_a_plain_jit_keep_the_backends_default(compile_options) -> None:
    jax.block_until_ready(column_mean(*CALL.args))
    assert "jit_column_mean" in compile_options and not _rounded(compile_options, "jit_column_mean"), compile_options


def test_values_of_compiles_the_student_function_with_every_step_rounded(compile_options) -> None:
    got = values_of(_case(column_mean), CALL, "edge_cases")
    assert np.isinf(np.asarray(got)).all()
    assert _rounded(compile_options, "jit_column_mean"), compile_options


def test_jitted_traces_lowers_and_runs_with_the_options(compile_options) -> None:
    function = jitted(_case(column_mean))
    function.lower(*CALL.args).compile()
    assert _rounded(compile_options, "jit_column_mean"), compile_options
    with pytest.raises(ValueError, match="only be passed to top-level"):  # why jitted is never nested
        jax.jit(lambda x: function(x))(*CALL.args)


def test_run_as_written_gradients_and_keys_are_rounded_too(compile_options) -> None:
    case = _case(column_mean)
    case.call(CALL, "no_mutation", compiled=True)
    case.value_and_gradient(Call((np.full((4, 2), 3.0, np.float16),)), 0)
    Case.standalone(draw, ExerciseSpec("toy.draw", edge_cases=(CALL,))).over_keys(0, 3)
    assert _rounded(compile_options, "jit__lambda", "jit_total", "jit_draw"), compile_options
