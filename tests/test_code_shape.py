"""The shape of the grader's code: no import cycles, and no decision read from a message's text.

Both are walked from the source (every `import`, at module level or inside a function), so a
new cycle or a new `if "..." in failure.message` fails here, naming the modules or the line.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "autograder"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imported(tree: ast.AST, known: set[str]) -> set[str]:
    """The package's modules an AST imports anywhere (importing `a.b.c` imports `a` and `a.b` too)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    found: set[str] = set()
    for name in names:
        while name and name not in known:
            name = name.rpartition(".")[0]
        while name:
            found.add(name)
            name = name.rpartition(".")[0]
            name = name if name in known else ""
    return found


def import_graph(sources: dict[str, str]) -> dict[str, set[str]]:
    known = set(sources)
    return {name: imported(ast.parse(text), known) - {name} for name, text in sources.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan's algorithm), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def text_decisions(source: str) -> list[int]:
    """Lines that compare or search the text of a failure or a result (`.message`, `str(failure)`)."""

    def is_message(node: ast.AST) -> bool:
        if isinstance(node, ast.Attribute) and node.attr == "message":
            return True
        return (
            isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "str"
            and len(node.args) == 1 and isinstance(node.args[0], ast.Name)
            and node.args[0].id in {"failure", "reason", "verdict", "result", "outcome"}
        )

    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and any(is_message(part) for part in (node.left, *node.comparators)):
            lines.append(node.lineno)
        elif (
            isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in {"startswith", "endswith", "find", "index", "count"} and is_message(node.func.value)
        ):
            lines.append(node.lineno)
    return sorted(lines)


def test_the_graders_imports_have_no_cycles() -> None:
    sources = {name: path.read_text() for name, path in modules().items()}
    assert len(sources) > 60, "the walk found the package's modules"
    assert cycles(import_graph(sources)) == []


FRONT_ENDS = ("autograder.pytest_plugin", "autograder.student", "autograder.batch", "autograder.authoring",
              "autograder.notebook")


def front_ends_imported(graph: dict[str, set[str]], module: str) -> set[str]:
    return {name for name in graph[module] if name.startswith(FRONT_ENDS)}


def test_grading_specs_are_plain_declarations_that_import_no_front_end() -> None:
    graph = import_graph({name: path.read_text() for name, path in modules().items()})
    spec_modules = [name for name in graph if name.startswith("autograder.specs.")]
    assert len(spec_modules) == 16
    assert {name: front_ends_imported(graph, name) for name in spec_modules if front_ends_imported(graph, name)} == {}


# The layers, lowest first: a module imports only from its own package or a lower layer (front
# ends may use each other). `autograder` itself and `autograder.interpreter` sit below everything.
LAYERS = (("", "interpreter"), ("course",), ("grading",), ("checks",), ("specs",), ("engine",),
          ("pytest_plugin", "student", "batch", "authoring", "notebook", "__main__"))


def layer_of(module: str) -> int:
    package = module.split(".")[1] if "." in module else ""
    return next(index for index, names in enumerate(LAYERS) if package in names)


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """`a -> b` for every import of a module in a higher layer, or of a peer package below the front ends."""
    found = []
    for name, targets in sorted(graph.items()):
        for target in sorted(targets):
            mine, theirs = layer_of(name), layer_of(target)
            peers = mine == theirs and name.split(".")[:2] != target.split(".")[:2] and mine < len(LAYERS) - 1
            if theirs > mine or peers:
                found.append(f"{name} -> {target}")
    return found


def test_each_layer_imports_only_from_the_layers_below() -> None:
    graph = import_graph({name: path.read_text() for name, path in modules().items()})
    assert {layer_of(name) for name in graph} == set(range(len(LAYERS))), "every package has its layer"
    assert upward_imports(graph) == []


def test_an_import_that_runs_up_the_layers_is_found() -> None:
    graph = import_graph({
        "autograder": "", "autograder.checks": "", "autograder.engine": "", "autograder.course": "",
        "autograder.checks.toy": "def later():\n    from autograder.engine.registry import spec_for\n",
        "autograder.engine.registry": "from autograder.checks import toy\n",
        "autograder.course.files": "",
    })
    assert upward_imports(graph) == ["autograder.checks.toy -> autograder.engine", "autograder.checks.toy -> autograder.engine.registry"]


def test_a_spec_that_imports_a_front_end_is_found() -> None:
    graph = import_graph({
        "autograder.specs.toy": "def later():\n    from autograder.pytest_plugin.items import exercise_test\n",
        "autograder.pytest_plugin.items": "",
        "autograder.pytest_plugin": "",
    })
    assert front_ends_imported(graph, "autograder.specs.toy") == {"autograder.pytest_plugin", "autograder.pytest_plugin.items"}


def test_the_cycle_finder_finds_a_cycle_through_a_function_level_import() -> None:
    sources = {
        "autograder": "",
        "autograder.a": "from autograder.b import f\n",
        "autograder.b": "def f():\n    from autograder.c import g\n",
        "autograder.c": "import autograder.a\n",
        "autograder.d": "from autograder import a\n",
    }
    assert cycles(import_graph(sources)) == [["autograder.a", "autograder.b", "autograder.c"]]


def test_no_grading_decision_reads_a_message() -> None:
    offenders = [
        f"{path.relative_to(PACKAGE.parent)}:{line}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for line in text_decisions(path.read_text())
    ]
    assert offenders == [], "branch on CheckFailure.kind or CheckResult.outcome, never on a message's text"


@pytest.mark.parametrize(
    "snippet",
    [
        'if "not implemented" in failure.message:\n    raise\n',
        'ok = failure.message.startswith("does not work")\n',
        'if "reused a key" not in str(failure):\n    pass\n',
        'if result.message == "":\n    pass\n',
    ],
)
def test_the_text_finder_finds_a_decision_on_a_message(snippet: str) -> None:
    assert text_decisions(snippet) == [1]


def test_the_text_finder_leaves_messages_that_are_only_built_or_shown() -> None:
    source = 'raise CheckFailure("jit", f"does not work under jax.jit: {failure.message}")\nprint(str(reason))\n'
    assert text_decisions(source) == []


def test_the_authors_map_matches_the_tree() -> None:
    """The course authors' page, "A map of the code": one row per folder of `autograder/`, naming only modules that exist."""
    import re

    page = (PACKAGE.parent / "docs" / "authors.md").read_text()
    section = page.split("**A map of the code.**", 1)[1].split("\n## ", 1)[0]
    rows = dict(re.findall(r"^\| `(\w+)/` \| (.*) \|$", section, re.M))
    folders = {path.parent.name for path in PACKAGE.glob("*/__init__.py")}
    assert set(rows) == folders, "one row per folder of autograder/"
    for folder, text in rows.items():
        for module in re.findall(r"`((?:[a-z_]+/)?\w+\.py)`", text):  # a module, or one in a subfolder
            assert (PACKAGE / folder / module).is_file(), f"the map names {folder}/{module}, which does not exist"


def test_notebooks_released_before_the_reshape_still_find_their_check() -> None:
    """Released notebooks say `from autograder.notebook import check, try_it`: that keeps working."""
    from autograder import notebook
    from autograder.student import notebook as student_notebook

    assert notebook.check is student_notebook.check and notebook.try_it is student_notebook.try_it
    assert "from autograder.student.notebook import check, try_it" in (
        PACKAGE.parent / "exercises" / "01_arrays" / "arrays.ipynb"
    ).read_text(), "new releases import from the student package"


# Where trust ends in the batch (autograder/batch/__init__.py): the worker side runs beside student code.
WORKER_SIDE = "autograder.batch.worker_side"
WORKER = f"{WORKER_SIDE}.worker"


def trust_crossings(graph: dict[str, set[str]]) -> list[str]:
    """Imports across the batch's trust boundary: the worker side importing the parent side, or the parent side
    importing the worker's own module (what runs beside student code) rather than the plan and constants it sends."""
    found = []
    for name, targets in sorted(graph.items()):
        inside = name.startswith(WORKER_SIDE)
        for target in sorted(targets):
            if inside and target.startswith("autograder.batch") and not target.startswith(WORKER_SIDE) \
                    and target != "autograder.batch":
                found.append(f"{name} -> {target}: the worker side imports the parent side")
            if not inside and name.startswith("autograder.batch") and target == WORKER:
                found.append(f"{name} -> {target}: the parent side imports the worker")
    return found


def test_the_worker_side_and_the_parent_side_import_across_only_the_plan() -> None:
    graph = import_graph({name: path.read_text() for name, path in modules().items()})
    assert {WORKER, f"{WORKER_SIDE}.sandbox", f"{WORKER_SIDE}.zygote"} <= set(graph), "the worker side's modules"
    assert not any(name.startswith(WORKER_SIDE) for name in ("autograder.batch.runner", "autograder.batch.events"))
    assert trust_crossings(graph) == []


@pytest.mark.parametrize("sources, found", [
    ({f"{WORKER_SIDE}.worker": "def go():\n    from autograder.batch.timed import decode\n",
      "autograder.batch.timed": ""},
     [f"{WORKER_SIDE}.worker -> autograder.batch.timed: the worker side imports the parent side"]),
    ({"autograder.batch.runner": "import autograder.batch.worker_side.worker\n", WORKER_SIDE: "", WORKER: ""},
     [f"autograder.batch.runner -> {WORKER}: the parent side imports the worker"]),
])
def test_an_import_across_the_trust_boundary_is_found(sources: dict[str, str], found: list[str]) -> None:
    assert trust_crossings(import_graph(sources)) == found
