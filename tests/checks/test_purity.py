"""Tests for autograder/checks/purity.py: `no_mutation`, `repeatable`, `global_rng` and `hidden_globals`."""

from __future__ import annotations

import dataclasses
import itertools
import random
import textwrap
import types
from typing import Any, Callable, Iterator

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.grading.cases import Call, Case, ExerciseSpec, Key
from autograder.checks.purity import check_global_rng, check_hidden_globals, check_no_mutation, check_repeatable
from autograder.grading.failures import CheckFailure

F32 = np.float32
ARRAY_CASES = (Call((np.array([3.0, 1.0, 2.0], F32),)),)
LIST_CASES = (Call(([np.array([1.0, 2.0], F32), np.array([3.0], F32)],)),)
KEY_CASES = (Call((Key(0),)), Call((Key(1),)))


def reference_double(x: np.ndarray) -> np.ndarray:
    return x * 2


def toy_case(
    function: Callable[..., Any],
    edge_cases: tuple[Call, ...],
    reference: Callable | None = None,
    module: types.ModuleType | None = None,
    jit: bool = False,
) -> Case:
    """A one-exercise case `toy.<function name>` with `edge_cases` as its sample inputs (and `module` as its module).

    `jit`: the exercise lists the `jit` check, so checks may compile the function whole.
    """
    spec = ExerciseSpec(f"toy.{function.__name__}", reference=reference, edge_cases=edge_cases)
    checks = ("no_mutation", "repeatable", "global_rng", "hidden_globals") + (("jit",) if jit else ())
    case = Case.standalone(function, spec, checks=checks)
    return dataclasses.replace(case, module=module)


def test_as_written_checks_use_the_largest_edge_case() -> None:
    calls = (Call((np.zeros(0, F32),)), Call((np.ones((4, 5), F32),)), Call((np.ones(3, F32), Key(0))), Call((np.ones(30, F32),)))
    case = toy_case(double, calls)
    indices = lambda count: [next(i for i, c in enumerate(calls) if c is call) for call in case.written_samples("no_mutation", count)]  # noqa: E731
    assert indices(1) == [3]
    assert indices(2) == [1, 3], "the two largest, in the spec's order"
    assert indices(9) == [0, 1, 2, 3]


@pytest.fixture
def seeded_global_random() -> Iterator[None]:
    """Seed NumPy's and Python's global generators, and put back what was there after the test."""
    numpy_state, python_state = np.random.get_state(), random.getstate()
    np.random.seed(1234)
    random.seed(1234)
    yield
    np.random.set_state(numpy_state)
    random.setstate(python_state)


# --- student-like functions ------------------------------------------------------------------


def double(x):
    return jnp.asarray(x) * 2


def double_in_place(x):
    x *= 2
    return x


def sort_in_place(x):
    x.sort()
    return jnp.asarray(x)


def total_of_parts(parts):
    return sum(jnp.sum(part) for part in parts)


def total_after_append(parts):
    parts.append(np.zeros(1, F32))
    return sum(jnp.sum(part) for part in parts)


def double_jax_only(x):
    return x.at[0].multiply(2) * 0 + x * 2  # `.at` exists on JAX arrays only


def double_badly(x):
    return jnp.asarray(x) * 3


def double_not_written(x):
    raise NotImplementedError("double is not written yet")


def normal_from_key(key):
    return jax.random.normal(key, (2,))


def normal_from_numpy(key):
    return jnp.asarray(np.random.normal(size=2), F32)


def normal_from_python(key):
    return jnp.array([random.gauss(0, 1), random.gauss(0, 1)], F32)


def normal_from_numpy_then_crash(key):
    np.random.normal(size=2)
    raise ValueError("crashed after drawing")


_calls = itertools.count()


def counts_its_calls(key):
    return jnp.float32(next(_calls))


def doubles_nan(x):
    return jnp.asarray(x) * jnp.nan


double_donating = jax.jit(lambda x: x * 2, donate_argnums=0)
double_donating.__name__ = "double_donating"

SORTED_AND_UNSORTED = (Call((np.array([1.0, 2.0, 3.0, 4.0], F32),)), Call((np.array([3.0, 1.0, 2.0], F32),)))


def double_donating_leaf(parts):
    return jax.jit(lambda p: [v * 2 for v in p], donate_argnums=0)(parts)


# --- no_mutation -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "function, edge_cases, reference",
    [(double, ARRAY_CASES, reference_double), (double, ARRAY_CASES, None), (total_of_parts, LIST_CASES, None)],
    ids=["array-checked-against-reference", "array-no-reference", "list-of-arrays"],
)
def test_no_mutation_passes(function: Callable, edge_cases: tuple[Call, ...], reference: Callable | None) -> None:
    check_no_mutation(toy_case(function, edge_cases, reference))


@pytest.mark.parametrize(
    "function, edge_cases, reference, phrases",
    [
        (
            double_in_place,
            ARRAY_CASES,
            None,
            ["[no_mutation] modified its input: for double_in_place(x=array([3., 1., 2.], dtype=float32))",
             "was array([3., 1., 2.], dtype=float32) before the call and array([6., 2., 4.], dtype=float32) after",
             "x.at[...]"],
        ),
        (sort_in_place, ARRAY_CASES, None, ["modified its input", "[0][0] was"]),
        (total_after_append, LIST_CASES, None, ["modified its input", "its structure changed"]),
        (
            double_jax_only,
            ARRAY_CASES,
            None,
            ["raised AttributeError", "called with NumPy arrays, which must be accepted wherever JAX arrays are"],
        ),
        (double_badly, ARRAY_CASES, reference_double, ["[no_mutation] wrong values for double_badly"]),
        (double_not_written, ARRAY_CASES, None, ["not implemented yet"]),
        (sort_in_place, SORTED_AND_UNSORTED, None,
         ["for sort_in_place(x=array([3., 1., 2.], dtype=float32)), [0][0] was array([3., 1., 2.]"]),
        (double_donating, ARRAY_CASES, None,
         ["[no_mutation] deleted its input: after double_donating(x=array([3., 1., 2.], dtype=float32)), [0][0] can no "
          "longer be read (its buffer was donated, `donate_argnums`)"]),
        (double_donating_leaf, LIST_CASES, None, ["deleted its input", "[0][0][0] can no longer be read"]),
        (lambda x: x, ARRAY_CASES, None, ["[no_mutation] returned its input itself: for <lambda>(x=array([3., 1., 2.], "
                                          "dtype=float32)) (NumPy arrays), the result is the very array object passed in"]),
    ],
    ids=["in-place-multiply", "in-place-sort", "list-appended", "rejects-numpy", "wrong-values", "not-implemented",
         "sort-unseen-on-the-largest-input", "donated-array", "donated-list-leaf", "returns-its-input"],
)
def test_no_mutation_fails(
    function: Callable, edge_cases: tuple[Call, ...], reference: Callable | None, phrases: list[str]
) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_no_mutation(toy_case(function, edge_cases, reference))
    assert excinfo.value.check == "no_mutation"
    for phrase in phrases:
        assert phrase in str(excinfo.value)


ONLY_SORTED = (Call((np.array([1.0, 2.0, 3.0, 4.0], F32),)), Call((np.array([[0.0, 1.0], [2.0, 5.0]], F32),)))
ZERO_STATE = (Call(({"mean": np.zeros(3, F32), "count": np.zeros((), np.int32)}, np.array([1.0, 2.0, 3.0], F32))),)
INDICES = (Call((np.arange(5, dtype=np.int32), np.array([0, 1, 1, 4], np.int32))),)


def decay_state(state, x):
    state["mean"] *= 0.9  # in place: invisible while the state is zero
    return state["mean"] + 0.1 * jnp.asarray(x)


def sqrt_all(x):
    if not np.array_equal(np.asarray(x), np.round(x)):
        raise ValueError("x must hold whole numbers")  # scrambled values do not
    return jnp.sqrt(jnp.asarray(x))


def take_sorted(x, indices):
    indices.sort()  # in place: invisible while the indices are sorted
    return jnp.asarray(x)[jnp.asarray(indices)]


@pytest.mark.parametrize(
    "function, edge_cases, phrases",
    [
        (sort_in_place, ONLY_SORTED, ["[no_mutation] modified its input: for sort_in_place(x=array(",
                                      "(values other than the hand-picked ones, which the change left as they were)"]),
        (decay_state, ZERO_STATE, ["modified its input", "['mean'] was"]),
        (take_sorted, INDICES, ["modified its input", "[0][1] was array(["]),
    ],
    ids=["sort-of-sorted-inputs", "scaled-zero-state", "sort-of-sorted-indices"],
)
def test_no_mutation_fails_where_only_other_values_show_it(function: Callable, edge_cases: tuple[Call, ...],
                                                          phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_no_mutation(toy_case(function, edge_cases))
    for phrase in phrases:
        assert phrase in str(excinfo.value)


def test_scrambled_inputs_keep_shapes_dtypes_signs_and_index_values() -> None:
    from autograder.checks.purity import _scrambled

    call = Call(({"w": np.array([[-1.0, 0.0], [2.0, 3.0]], F32), "i": np.array([0, 2, 2, 5], np.int32)}, 0.5))
    (tree, scalar), _ = _scrambled(call, np.random.default_rng(0)).args, None
    assert scalar == 0.5 and tree["w"].dtype == F32 and tree["w"].shape == (2, 2)
    assert np.array_equal(np.sign(tree["w"]), [[-1, 1], [1, 1]]) and not np.array_equal(tree["w"], call.args[0]["w"])
    assert sorted(tree["i"].tolist()) == [0, 2, 2, 5] and tree["i"].dtype == np.int32


def test_no_mutation_passes_when_scrambled_values_make_the_function_raise() -> None:
    check_no_mutation(toy_case(sqrt_all, (Call((np.array([0.0, 4.0], F32),)),)))


def test_no_mutation_leaves_the_spec_inputs_alone() -> None:
    with pytest.raises(CheckFailure):
        check_no_mutation(toy_case(double_in_place, ARRAY_CASES))
    np.testing.assert_array_equal(ARRAY_CASES[0].args[0], np.array([3.0, 1.0, 2.0], F32))


def test_purity_checks_need_edge_cases() -> None:
    with pytest.raises(RuntimeError, match=r"toy\.double: the `no_mutation` check needs `edge_cases`"):
        check_no_mutation(toy_case(double, ()))


# --- repeatable ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "function, edge_cases",
    [(normal_from_key, KEY_CASES), (double, ARRAY_CASES), (doubles_nan, ARRAY_CASES)],
    ids=["random-from-key", "deterministic", "nan-equals-nan"],
)
def test_repeatable_passes(function: Callable, edge_cases: tuple[Call, ...]) -> None:
    check_repeatable(toy_case(function, edge_cases))


@pytest.mark.parametrize(
    "function, phrases",
    [
        (
            counts_its_calls,
            ["[repeatable] not reproducible: calling counts_its_calls(key=jax.random.key(0)) twice gave different results",
             "wrong values", "never from a global generator or the clock"],
        ),
        (double_not_written, ["not implemented yet"]),
    ],
    ids=["depends-on-a-counter", "not-implemented"],
)
def test_repeatable_fails(function: Callable, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_repeatable(toy_case(function, KEY_CASES))
    assert excinfo.value.check == "repeatable"
    for phrase in phrases:
        assert phrase in str(excinfo.value)


# --- global_rng ------------------------------------------------------------------------------


@pytest.mark.parametrize("function", [normal_from_key, double], ids=["random-from-key", "no-randomness"])
def test_global_rng_passes(function: Callable, seeded_global_random: None) -> None:
    edge_cases = KEY_CASES if function is normal_from_key else ARRAY_CASES
    check_global_rng(toy_case(function, edge_cases))


@pytest.mark.parametrize(
    "function, phrases",
    [
        (normal_from_numpy, ["[global_rng] used the global random state:", "changed NumPy's global random generator",
                             "jax.random.normal(key, ...)"]),
        (normal_from_python, ["used the global random state", "changed Python's global random generator"]),
        (normal_from_numpy_then_crash, ["raised ValueError: crashed after drawing"]),
    ],
    ids=["numpy-random", "python-random", "draws-then-raises"],
)
def test_global_rng_fails_and_restores_the_states(function: Callable, phrases: list[str], seeded_global_random: None) -> None:
    numpy_state, python_state = np.random.get_state(), random.getstate()
    with pytest.raises(CheckFailure) as excinfo:
        check_global_rng(toy_case(function, KEY_CASES))
    assert excinfo.value.check == "global_rng"
    for phrase in phrases:
        assert phrase in str(excinfo.value)
    # The student's draws were undone: the next global draws are the ones due before the check.
    after_numpy, after_python = np.random.random(), random.random()
    np.random.set_state(numpy_state)
    random.setstate(python_state)
    assert (after_numpy, after_python) == (np.random.random(), random.random())


# --- hidden_globals --------------------------------------------------------------------------


def student_module(source: str) -> types.ModuleType:
    """A module `student` made by running `source`: its functions read the module's globals."""
    module = types.ModuleType("student")
    exec(textwrap.dedent(source), module.__dict__)
    return module


READS_SCALE = """
    scale = 2.0

    def scaled(x):
        return x * scale
"""

READS_UPPER_CASE_SCALE = """
    SCALE = 2.0

    def scaled(x):
        return x * SCALE
"""

JITTED_READS_SCALE = """
    import jax

    scale = 2.0

    @jax.jit
    def scaled(x):
        return x * scale
"""

READS_ARRAY_WEIGHTS = """
    import numpy as np

    weights = np.array([1.0, 2.0, 3.0], np.float32)

    def scaled(x):
        return x * weights
"""

UNUSED_NUMBERS = """
    import jax
    import numpy as np

    offset = 1.0
    steps = 3
    table = np.arange(3, dtype=np.float32)
    seed_key = jax.random.key(0)

    def scaled(x):
        return x * 2.0
"""

NO_NUMBERS = """
    import jax.numpy as jnp

    name = "scaled"
    verbose = True
    sizes = [1, 2]

    def scaled(x):
        return jnp.asarray(x) * 2.0
"""


READS_BOOL = """
    import jax.numpy as jnp

    clip = False

    def scaled(x):
        return jnp.clip(x, 0, 1) if clip else x * 2.0
"""

READS_LIST = """
    weights = [2.0, 3.0]

    def scaled(x):
        return x * weights[0]
"""

READS_TUPLE_OF_INTS = """
    import jax.numpy as jnp

    shape = (1, 3)

    def scaled(x):
        return jnp.reshape(x * 2.0, shape)[0]
"""

READS_NESTED_DICT = """
    config = {"layer": {"scale": 2.0, "bias": [0.0]}, "on": True}

    def scaled(x):
        return x * config["layer"]["scale"]
"""

READS_PRIVATE = """
    _factor = 2.0

    def scaled(x):
        return x * _factor
"""

READS_BOOL_ARRAY = """
    import numpy as np

    mask = np.array([True, False, True])

    def scaled(x):
        return x * mask
"""

CONTAINERS_OF_OTHER_THINGS = """
    import jax.numpy as jnp

    activations = {"double": lambda v: v * 2.0}
    names = ["double"]
    empty = []
    __version__ = "1.0"
    _EPS = 1e-6

    def scaled(x):
        return activations[names[0]](jnp.asarray(x)) + 0 * _EPS + len(empty)
"""


def hidden_globals_case(source: str, jit: bool = False) -> Case:
    module = student_module(source)
    return toy_case(module.scaled, ARRAY_CASES, module=module, jit=jit)


JITTED_UPPER_CASE_SCALE = """
    import jax

    SCALE = 2.0

    @jax.jit
    def scaled(x):
        return x * SCALE
"""


@pytest.mark.parametrize("jit", [False, True], ids=["as-written", "jit-listed"])
@pytest.mark.parametrize(
    "source",
    [READS_UPPER_CASE_SCALE, UNUSED_NUMBERS, NO_NUMBERS, JITTED_UPPER_CASE_SCALE, CONTAINERS_OF_OTHER_THINGS],
    ids=["upper-case-constant", "numbers-it-does-not-read", "no-numeric-globals", "jitted-constant",
         "containers-of-functions-strings-nothing"],
)
def test_hidden_globals_passes(source: str, jit: bool) -> None:
    check_hidden_globals(hidden_globals_case(source, jit))


def test_hidden_globals_passes_without_a_module() -> None:
    check_hidden_globals(toy_case(double, ARRAY_CASES))


@pytest.mark.parametrize(
    "source, name",
    [(READS_SCALE, "scale"), (JITTED_READS_SCALE, "scale"), (READS_ARRAY_WEIGHTS, "weights"), (READS_BOOL, "clip"),
     (READS_LIST, "weights"), (READS_NESTED_DICT, "config"), (READS_PRIVATE, "_factor"), (READS_BOOL_ARRAY, "mask")],
    ids=["lower-case-float", "inside-jax-jit", "lower-case-array", "bool", "list", "nested-dict", "private-name",
         "bool-array"],
)
@pytest.mark.parametrize("jit", [False, True], ids=["as-written", "jit-listed"])
def test_hidden_globals_fails(source: str, name: str, jit: bool) -> None:
    """With `jit` listed, a function the student jitted is traced afresh for every call: the change still shows."""
    with pytest.raises(CheckFailure) as excinfo:
        check_hidden_globals(hidden_globals_case(source, jit))
    assert excinfo.value.check == "hidden_globals"
    assert str(excinfo.value).startswith(
        f"[hidden_globals] reads the global variable `{name}`: changing it changed the result of "
        "scaled(x=array([3., 1., 2.], dtype=float32))."
    )
    for phrase in ["frozen when the function is first traced", f"Pass `{name}` as an argument", "UPPER_CASE"]:
        assert phrase in str(excinfo.value)


@pytest.mark.parametrize(
    "source, names, fails",
    [
        (READS_SCALE, ["scale"], True),
        (READS_ARRAY_WEIGHTS, ["weights"], True),
        (UNUSED_NUMBERS, ["offset", "steps", "table", "seed_key"], False),
        (READS_NESTED_DICT, ["config"], True),
    ],
    ids=["after-a-failure-float", "after-a-failure-array", "after-a-pass", "after-a-failure-container"],
)
def test_hidden_globals_puts_every_global_back(source: str, names: list[str], fails: bool) -> None:
    case = hidden_globals_case(source)
    before = {name: getattr(case.module, name) for name in names}
    if fails:
        with pytest.raises(CheckFailure, match="reads the global variable"):
            check_hidden_globals(case)
    else:
        check_hidden_globals(case)
    for name, value in before.items():
        assert getattr(case.module, name) is value, name


def test_hidden_globals_leaves_a_container_as_it_was() -> None:
    case = hidden_globals_case(READS_NESTED_DICT)
    with pytest.raises(CheckFailure, match="`config`"):
        check_hidden_globals(case)
    assert case.module.config == {"layer": {"scale": 2.0, "bias": [0.0]}, "on": True}


def test_hidden_globals_reshapes_through_a_tuple_global_and_names_the_error() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_hidden_globals(hidden_globals_case(READS_TUPLE_OF_INTS))
    assert str(excinfo.value).startswith("[hidden_globals] reads the global variable `shape`: changing it made an error in")


def test_hidden_globals_names_a_global_whose_change_makes_the_function_raise() -> None:
    module = types.ModuleType("student")
    exec("import jax.numpy as jnp\nwidth = 2\ndef pad(x):\n    return x + jnp.zeros(width)\n", module.__dict__)
    case = dataclasses.replace(toy_case(module.pad, (Call((np.ones(2, F32),)),)), module=module)
    with pytest.raises(CheckFailure) as excinfo:
        check_hidden_globals(case)
    assert str(excinfo.value).startswith(
        "[hidden_globals] reads the global variable `width`: changing it made an error in pad(x="
    )
    assert module.width == 2


# --- hidden_globals judges its own exercise only ---------------------------------------------

NEIGHBOUR_CACHES = """
    import jax
    import jax.numpy as jnp

    _seen = {}  # a neighbour's memo, keyed by functions: JAX cannot sort these keys
    leaked = []  # a neighbour's memo of traced values

    def memoised(f):
        _seen[f] = jnp.ones(2)
        return f

    @jax.jit
    def leaky(x):
        leaked.append(x * 2.0)
        return x

    def scaled(x):
        return jnp.asarray(x) * 2.0
"""

READS_THROUGH_A_HELPER = """
    import functools
    import jax
    import jax.numpy as jnp

    scale = 2.0

    def _factor():
        return scale

    @functools.lru_cache  # a decorator that wraps
    def _identity(f):
        return f

    def _apply(x):
        return x * _identity(lambda: _factor())()

    def scaled(x):
        return _apply(jnp.asarray(x))
"""

READS_THROUGH_GLOBALS = """
    scale = 2.0

    def scaled(x):
        return x * globals()["scale"]
"""

READS_THROUGH_A_CLASS = """
    scale = 2.0

    class _Scaler:
        @staticmethod
        def apply(x):
            return x * scale

    def scaled(x):
        return _Scaler.apply(x)
"""


@pytest.mark.parametrize("jit", [False, True], ids=["as-written", "jit-listed"])
def test_hidden_globals_leaves_a_neighbours_state_alone(jit: bool) -> None:
    """A cache another exercise filled (function keys, leaked tracers) is not read by this function: no failure."""
    case = hidden_globals_case(NEIGHBOUR_CACHES, jit)
    case.module.memoised(case.module.scaled)
    case.module.leaky(jnp.ones(2))
    assert case.module.leaked and isinstance(case.module.leaked[0], jax.core.Tracer)
    check_hidden_globals(case)


def test_hidden_globals_perturbs_what_a_function_reaches_but_not_its_neighbours() -> None:
    from autograder.checks.purity import _names_read

    module = student_module(NEIGHBOUR_CACHES)
    read = _names_read(module.scaled, module)
    assert read is not None and "_seen" not in read and "leaked" not in read
    assert _names_read(module.leaky, module) >= {"leaked"}


@pytest.mark.parametrize(
    "source", [READS_THROUGH_A_HELPER, READS_THROUGH_GLOBALS, READS_THROUGH_A_CLASS],
    ids=["helper-decorator-lambda", "globals-lookup", "class-staticmethod"],
)
def test_hidden_globals_follows_what_the_function_calls(source: str) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_hidden_globals(hidden_globals_case(source))
    assert str(excinfo.value).startswith("[hidden_globals] reads the global variable `scale`: changing it changed")


# --- the result is made of JAX arrays -----------------------------------------------------------


def double_in_numpy(x):
    return np.asarray(x) * 2  # right values, but a NumPy array


def double_as_python_floats(x):
    return [float(v) * 2 for v in np.asarray(x)][0]


def first_doubled(x):
    return jnp.asarray(x)[0] * 2


def reference_first_doubled(x: np.ndarray) -> np.float32:
    return x[0] * 2


@pytest.mark.parametrize("check", [check_no_mutation, check_hidden_globals], ids=["no_mutation", "hidden_globals"])
def test_a_numpy_result_for_jax_inputs_fails(check: Callable[[Case], None]) -> None:
    case = toy_case(double_in_numpy, ARRAY_CASES, reference=reference_double)
    if check is check_hidden_globals:  # it judges the result's kind only where no_mutation does not
        case = dataclasses.replace(case, exercise=dataclasses.replace(case.exercise, checks=("hidden_globals",)))
    with pytest.raises(CheckFailure) as excinfo:
        check(case)
    assert str(excinfo.value) == (
        f"[{check.__name__.removeprefix('check_')}] not a JAX array: given JAX arrays, "
        "double_in_numpy(x=array([3., 1., 2.], dtype=float32)) returned numpy.ndarray for the result. The contract "
        "promises JAX arrays: "
        "compute it with `jnp` (`jnp.zeros`, `jnp.asarray(...)`), not NumPy or Python numbers."
    )


def test_a_python_float_where_the_reference_gives_a_numpy_scalar_fails() -> None:
    case = toy_case(double_as_python_floats, ARRAY_CASES, reference=reference_first_doubled)
    case = dataclasses.replace(case, exercise=dataclasses.replace(case.exercise, checks=("hidden_globals",)))
    with pytest.raises(CheckFailure, match=r"\[hidden_globals\] not a JAX array: given JAX arrays, .* returned a Python float for the result\."):
        check_hidden_globals(case)


def test_jax_results_pass_and_numpy_scalar_arguments_are_not_judged() -> None:
    check_no_mutation(toy_case(double, ARRAY_CASES, reference=reference_double))
    check_no_mutation(toy_case(first_doubled, ARRAY_CASES, reference=reference_first_doubled))
    # A NumPy scalar argument may give a NumPy scalar back through plain arithmetic: not judged.
    check_no_mutation(toy_case(lambda x, s: x * 0 + s, (Call((np.ones(2, F32), np.float32(2.0))),),
                               reference=lambda x, s: x * 0 + s))


def doubles_numpy_on_the_host(x):
    if isinstance(x, np.ndarray):  # a NumPy path: float64 on the host, then back to float32
        return jnp.asarray((x.astype(np.float64) * 2.001).astype(np.float32))
    return x * 2


def test_repeatable_fails_a_function_that_answers_numpy_arrays_otherwise() -> None:
    with pytest.raises(CheckFailure, match=r"another answer for NumPy arrays: doubles_numpy_on_the_host\(x=array\(.*\)\) "
                                           r"given NumPy arrays instead of JAX arrays \(.*wrong values"):
        check_repeatable(toy_case(doubles_numpy_on_the_host, ARRAY_CASES))
