"""The grading specs, one module per topic: `specs/arrays.py` grades `NN_arrays/arrays.py`.

Each module declares one `ExerciseSpec` per exercise with `register(ExerciseSpec(...))`: plain
declarations, importing no front end. `pytest autograder` collects these modules through the
plugin's `pytest_collect_file` hook (they are not named `test_*.py`: they are the product, not
its tests), which makes one test per exercise (`pytest_plugin/plugin.py` `SpecModule`);
`engine.registry.spec_for` imports them by name everywhere else. Both find a topic's spec
here, and nowhere else.
"""

from __future__ import annotations

import ast
from pathlib import Path

FOLDER = Path(__file__).resolve().parent


def module_name(topic_id: str) -> str:
    """The importable name of a topic's grading spec, e.g. `autograder.specs.arrays`."""
    return f"{__name__}.{topic_id}"


def is_spec_file(path: Path) -> bool:
    """True for a topic's grading spec (a module of this folder other than this one)."""
    path = Path(path).resolve()
    return path.parent == FOLDER and path.suffix == ".py" and path.stem != "__init__"


def spec_files(path: Path) -> list[Path]:
    """The grading specs under `path` (this folder or above it), or `[path]` if it is one."""
    path = Path(path).resolve()
    if path.is_file():
        return [path] if is_spec_file(path) else []
    if path == FOLDER or FOLDER.is_relative_to(path):
        return sorted(file for file in FOLDER.glob("*.py") if is_spec_file(file))
    return []


def module_of_file(path: Path) -> str:
    """The importable name of the grading spec at `path`."""
    return module_name(Path(path).stem)


def declared_cpu_devices(path: Path) -> set[int]:
    """The `cpu_devices=N` a spec module's `ExerciseSpec`s ask for, read from its source without importing it.

    The grading process starts the several-device child (engine/on_devices.py) before it
    imports JAX, so the child starts beside it. A spec writes `cpu_devices` as an integer
    literal; tests/test_on_devices.py checks that this reading equals the imported specs'.
    """
    found = set()
    for node in ast.walk(ast.parse(Path(path).read_text())):
        if isinstance(node, ast.keyword) and node.arg == "cpu_devices" and isinstance(node.value, ast.Constant):
            if isinstance(node.value.value, int) and node.value.value > 0:
                found.add(node.value.value)
    return found
