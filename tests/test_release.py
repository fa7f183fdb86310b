"""Tests for autograder/authoring/release.py: stubs made from solutions, marker errors, and drift."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
import yaml

from autograder.course.manifest import Course, ManifestError, load_course, parse_course
from autograder.course.stubs import ReleaseError, fixit_functions, make_stub, regions_per_function
from autograder.authoring.release import drift, planned_release, write_release

SOLUTION = textwrap.dedent(
    '''\
    """Toy exercises."""

    import jax
    import jax.numpy as jnp


    @jax.jit  ### SOLUTION LINE
    def double(x):
        """Twice x.

        Example:
            >>> double(1.0)
        """
        ### BEGIN SOLUTION
        y = x + x
        return y
        ### END SOLUTION


    class Scaler:
        @staticmethod
        def scale(x, factor):
            """x times factor."""
            if factor:
                ### BEGIN SOLUTION
                return x * factor
                ### END SOLUTION
            return x
    '''
)

STUB = textwrap.dedent(
    '''\
    """Toy exercises."""

    import jax
    import jax.numpy as jnp


    def double(x):
        """Twice x.

        Example:
            >>> double(1.0)
        """
        # TODO: write double (read the docstring above), then run
        #   pytest autograder -k double
        raise NotImplementedError("double is not written yet")


    class Scaler:
        @staticmethod
        def scale(x, factor):
            """x times factor."""
            if factor:
                # TODO: write scale (read the docstring above), then run
                #   pytest autograder -k Scaler
                raise NotImplementedError("scale is not written yet")
            return x
    '''
)


# --- make_stub -------------------------------------------------------------------------------


def test_make_stub_replaces_regions_and_keeps_the_rest() -> None:
    assert make_stub(SOLUTION, Path("toy.py")) == STUB


def test_make_stub_gives_a_module_whose_functions_raise() -> None:
    namespace: dict = {}
    exec(compile(make_stub(SOLUTION, Path("toy.py")), "toy.py", "exec"), namespace)
    with pytest.raises(NotImplementedError, match="double is not written yet"):
        namespace["double"](1.0)
    with pytest.raises(NotImplementedError, match="scale is not written yet"):
        namespace["Scaler"].scale(1.0, 2.0)
    assert namespace["Scaler"].scale(1.0, 0) == 1.0
    assert namespace["double"].__doc__.startswith("Twice x.")


@pytest.mark.parametrize(
    "source",
    ["def f(x):\n    return x\n", "x = 1  # no regions here\n", ""],
    ids=["function-without-region", "no-function", "empty-file"],
)
def test_make_stub_leaves_files_without_markers_alone(source: str) -> None:
    assert make_stub(source, Path("toy.py")) == source


def test_make_stub_keeps_tab_indentation() -> None:
    source = "def f(x):\n\t### BEGIN SOLUTION\n\treturn x\n\t### END SOLUTION\n"
    assert make_stub(source, Path("toy.py")).splitlines()[1:] == [
        "\t# TODO: write f (read the docstring above), then run",
        "\t#   pytest autograder -k f",
        '\traise NotImplementedError("f is not written yet")',
    ]


def test_make_stub_drops_only_lines_ending_in_the_solution_line_marker() -> None:
    source = "import jax\n@jax.jit  ### SOLUTION LINE\n    total = 0  ### SOLUTION LINE\n# ### SOLUTION LINE is a marker\n"
    assert make_stub(source, Path("toy.py")) == "import jax\n# ### SOLUTION LINE is a marker\n"


FIXIT = textwrap.dedent(
    """\
    import jax
    import jax.numpy as jnp


    # @jax.jit  ### STUB LINE
    def relu(x):
        \"\"\"max(x, 0), elementwise.\"\"\"
        ### BEGIN SOLUTION
        return jnp.where(x > 0, x, 0.0)
        ### STUB
        # if x > 0:
        #     return x
        #
        # return 0.0
        ### END SOLUTION
    """
)


def test_a_fixit_region_becomes_its_broken_code_under_a_fixit_comment() -> None:
    stub = make_stub(FIXIT, Path("toy.py"))
    assert stub.splitlines()[4:] == [
        "@jax.jit",
        "def relu(x):",
        '    """max(x, 0), elementwise."""',
        "    # FIX-IT: this code is broken the way real JAX code breaks. Run",
        "    #   pytest autograder -k relu",
        "    # read what goes wrong, then fix the code so it keeps the docstring's contract.",
        "    if x > 0:",
        "        return x",
        "",
        "    return 0.0",
    ]
    assert fixit_functions(FIXIT) == {"relu"} and fixit_functions(SOLUTION) == set()


def test_a_fixit_stub_raises_jax_s_own_error_and_the_solution_runs() -> None:
    import jax
    import jax.numpy as jnp

    solution: dict = {}
    exec(compile(FIXIT, "toy.py", "exec"), solution)
    assert solution["relu"](jnp.array([-1.0, 2.0])).tolist() == [0.0, 2.0]
    stub: dict = {}
    exec(compile(make_stub(FIXIT, Path("toy.py")), "toy.py", "exec"), stub)
    with pytest.raises(jax.errors.TracerBoolConversionError):
        stub["relu"](jnp.float32(2.0))


@pytest.mark.parametrize(
    "source, phrase",
    [
        ("def f(x):\n    ### BEGIN SOLUTION\n    return x\n    ### STUB\n    return 0\n    ### END SOLUTION\n",
         "toy.py:5: a fix-it stub's lines must be comments (`# code`); found 'return 0'"),
        ("def f(x):\n    ### BEGIN SOLUTION\n    return x\n    ### STUB\n    # 1\n    ### STUB\n    ### END SOLUTION\n",
         "toy.py:6: a second `### STUB` in the region opened at line 2"),
        ("x = 1  ### STUB LINE\n", "toy.py:1: a fix-it stub's lines must be comments (`# code`); found 'x = 1'"),
    ],
    ids=["uncommented-stub", "two-stubs", "uncommented-stub-line"],
)
def test_make_stub_rejects_broken_fixit_markers(source: str, phrase: str) -> None:
    with pytest.raises(ReleaseError) as excinfo:
        make_stub(source, Path("toy.py"))
    assert phrase in str(excinfo.value)


@pytest.mark.parametrize(
    "source, phrases",
    [
        (
            "def f(x):\n    return x\n    ### END SOLUTION\n",
            ["solutions/01_toy/toy.py:3: `### END SOLUTION` without a `### BEGIN SOLUTION` before it"],
        ),
        (
            "def f(x):\n    ### BEGIN SOLUTION\n    y = x\n    ### BEGIN SOLUTION\n    return y\n    ### END SOLUTION\n",
            ["solutions/01_toy/toy.py:4: `### BEGIN SOLUTION` inside the region opened at line 2; close it first"],
        ),
        (
            "def f(x):\n    ### BEGIN SOLUTION\n    return x\n",
            ["solutions/01_toy/toy.py:2: `### BEGIN SOLUTION` is never closed; add `### END SOLUTION`"],
        ),
        (
            "def f(x):\n    ### BEGIN SOLUTION\n    return x\n    ### END SOLUTION\n    ### END SOLUTION\n",
            ["solutions/01_toy/toy.py:5: `### END SOLUTION` without a `### BEGIN SOLUTION`"],
        ),
    ],
    ids=["end-without-begin", "nested-begin", "never-closed", "closed-twice"],
)
def test_make_stub_rejects_broken_markers(source: str, phrases: list[str]) -> None:
    with pytest.raises(ReleaseError) as excinfo:
        make_stub(source, Path("solutions/01_toy/toy.py"))
    for phrase in phrases:
        assert phrase in str(excinfo.value)


def test_regions_per_function() -> None:
    source = SOLUTION + "\ndef twice(x):\n    ### BEGIN SOLUTION\n    a = x\n    ### END SOLUTION\n" \
        "    ### BEGIN SOLUTION\n    return a\n    ### END SOLUTION\n\ndef helper():\n    return 1\n"
    assert regions_per_function(source) == {"double": 1, "Scaler": 1, "twice": 2}


# --- planned_release, drift and write_release on a toy course --------------------------------


def make_course(root: Path, solution: str | None, functions: tuple[str, ...] = ("double",), fixit: bool = False) -> Course:
    """A one-topic course under `root`, with `solution` as solutions/01_toy/toy.py."""
    manifest = {
        "format": 1,
        "title": "Toy",
        "topics": [
            {
                "id": "toy",
                "title": "Toys",
                "folder": "01_toy",
                "notebook": "toy.ipynb",
                "exercises": [
                    {"id": f"toy.{name}", "points": 1, "hints": ["h", "h2", "h3"], "checks": ["values"], **({"fixit": True} if fixit else {})}
                    for name in functions
                ],
            }
        ],
    }
    (root / "course.yml").write_text(yaml.safe_dump(manifest))
    if solution is not None:
        (root / "solutions" / "01_toy").mkdir(parents=True)
        (root / "solutions" / "01_toy" / "toy.py").write_text(solution)
    return parse_course(manifest, root / "course.yml")


def test_planned_release_has_one_stub_per_topic(tmp_path: Path) -> None:
    course = make_course(tmp_path, SOLUTION)
    assert planned_release(course) == {Path("01_toy/toy.py"): STUB}


def test_a_fixit_exercise_is_released_with_its_broken_code(tmp_path: Path) -> None:
    course = make_course(tmp_path, FIXIT, ("relu",), fixit=True)
    assert course.exercise("toy.relu").fixit
    assert planned_release(course) == {Path("01_toy/toy.py"): make_stub(FIXIT, Path("toy.py"))}


@pytest.mark.parametrize(
    "solution, fixit, phrase",
    [
        (FIXIT, False, "exercise 'toy.relu' is a fix-it (its region has a `### STUB` section) but course.yml does not say so; add `fixit: true`"),
        (FIXIT.replace("### STUB\n", "").replace("    # ", "    ## "), True,
         "exercise 'toy.relu' is marked `fixit: true` in course.yml but its region has no `### STUB` section"),
    ],
    ids=["unmarked-fixit", "marked-without-stub"],
)
def test_release_refuses_a_fixit_that_course_yml_and_the_solution_disagree_on(tmp_path: Path, solution: str, fixit: bool, phrase: str) -> None:
    course = make_course(tmp_path, solution, ("relu",), fixit=fixit)
    with pytest.raises(ReleaseError) as excinfo:
        planned_release(course, notebooks=False)
    assert phrase in str(excinfo.value)


def test_write_release_then_no_drift(tmp_path: Path) -> None:
    course = make_course(tmp_path, SOLUTION)
    assert drift(course) == ["missing: exercises/01_toy/toy.py"]
    assert write_release(course) == [tmp_path / "exercises" / "01_toy" / "toy.py"]
    assert (tmp_path / "exercises" / "01_toy" / "toy.py").read_text() == STUB
    assert drift(course) == []
    assert write_release(course) == []  # nothing to rewrite


@pytest.mark.parametrize(
    "change, problem",
    [
        (lambda ex: (ex / "01_toy" / "toy.py").write_text(SOLUTION), "differs: exercises/01_toy/toy.py"),
        (lambda ex: (ex / "01_toy" / "toy.py").unlink(), "missing: exercises/01_toy/toy.py"),
        (lambda ex: (ex / "01_toy" / "extra.py").write_text("x = 1\n"), "not in course.yml: exercises/01_toy/extra.py"),
    ],
    ids=["edited-stub", "deleted-stub", "extra-file"],
)
def test_drift_finds_each_kind_of_difference(tmp_path: Path, change, problem: str) -> None:
    course = make_course(tmp_path, SOLUTION)
    write_release(course)
    change(tmp_path / "exercises")
    assert drift(course) == [problem]


def test_drift_ignores_bytecode_caches(tmp_path: Path) -> None:
    course = make_course(tmp_path, SOLUTION)
    write_release(course)
    cache = tmp_path / "exercises" / "01_toy" / "__pycache__"
    cache.mkdir()
    (cache / "stale.py").write_text("x = 1\n")
    assert drift(course) == []


@pytest.mark.parametrize(
    "solution, found",
    [
        ("def double(x):\n    return x * 2\n", 0),
        ("def double(x):\n    ### BEGIN SOLUTION\n    y = x\n    ### END SOLUTION\n"
         "    ### BEGIN SOLUTION\n    return y * 2\n    ### END SOLUTION\n", 2),
        ("def triple(x):\n    ### BEGIN SOLUTION\n    return 3 * x\n    ### END SOLUTION\n", 0),
    ],
    ids=["no-region", "two-regions", "region-in-another-function"],
)
def test_planned_release_needs_one_region_per_exercise(tmp_path: Path, solution: str, found: int) -> None:
    course = make_course(tmp_path, solution)
    with pytest.raises(ReleaseError) as excinfo:
        planned_release(course)
    message = str(excinfo.value)
    assert f"{tmp_path / 'solutions' / '01_toy' / 'toy.py'}: exercise 'toy.double'" in message
    assert f"needs exactly one `### BEGIN SOLUTION` ... `### END SOLUTION` region inside `def double`, found {found}" in message


def test_planned_release_needs_the_solution_file(tmp_path: Path) -> None:
    course = make_course(tmp_path, None)
    with pytest.raises(ManifestError) as excinfo:
        planned_release(course)
    assert f"{tmp_path / 'course.yml'}: topic 'toy' has no solution file" in str(excinfo.value)
    assert "write it or remove the topic" in str(excinfo.value)


def test_planned_release_names_the_file_with_broken_markers(tmp_path: Path) -> None:
    course = make_course(tmp_path, "def double(x):\n    ### BEGIN SOLUTION\n    return x\n")
    with pytest.raises(ReleaseError, match="is never closed"):
        planned_release(course)


# --- the committed release -------------------------------------------------------------------


def test_committed_exercises_match_the_solutions() -> None:
    assert drift(load_course()) == [], "exercises/ is out of date: run `python -m autograder release`"


def test_a_region_after_a_nested_helper_belongs_to_the_outer_function() -> None:
    source = (
        "def outer(x):\n"
        "    def helper(y):\n"
        "        return y + 1\n"
        "    ### BEGIN SOLUTION\n"
        "    return helper(x)\n"
        "    ### END SOLUTION\n"
    )
    assert regions_per_function(source) == {"outer": 1}
    stub = make_stub(source, Path("s.py"))
    assert "# TODO: write outer" in stub and "pytest autograder -k outer" in stub
    assert 'raise NotImplementedError("outer is not written yet")' in stub
