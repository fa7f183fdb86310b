"""autograder/interpreter.py `library_paths`: a `-I` child finds what its parent imported, from where the parent found it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from autograder.interpreter import library_paths, python_code


def test_a_folder_on_the_path_counts_once_something_was_imported_from_it(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "only_on_my_path.py").write_text("WHERE = __file__\n")
    (tmp_path / "unused").mkdir()
    monkeypatch.syspath_prepend(str(tmp_path / "unused"))
    monkeypatch.syspath_prepend(str(tmp_path))
    assert str(tmp_path) not in library_paths(), "nothing imported from it yet"
    import only_on_my_path  # noqa: F401

    try:
        paths = library_paths()
        assert str(tmp_path) in paths and str(tmp_path / "unused") not in paths
        done = subprocess.run(python_code("import only_on_my_path, sys; print(only_on_my_path.WHERE)"),
                              capture_output=True, text=True, cwd="/")
        assert done.returncode == 0, done.stderr
        assert Path(done.stdout.strip()) == tmp_path / "only_on_my_path.py"
        plain = subprocess.run([sys.executable, "-I", "-c", "import only_on_my_path"], capture_output=True, text=True,
                               cwd="/")
        assert "No module named 'only_on_my_path'" in plain.stderr
    finally:
        sys.modules.pop("only_on_my_path", None)


def test_jax_is_found_where_this_process_found_it() -> None:
    import jax

    folder = str(Path(jax.__file__).resolve().parents[1])
    assert any(Path(path).resolve() == Path(folder) for path in library_paths())
    done = subprocess.run(python_code("import jax; print(jax.__file__)"), capture_output=True, text=True, cwd="/")
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()).resolve() == Path(jax.__file__).resolve()


def test_the_sandbox_binds_the_importable_parts_of_a_library_folder_never_the_rest(tmp_path: Path, monkeypatch) -> None:
    """A folder on `PYTHONPATH` (a home, say) shows a worker its packages, modules and their metadata only."""
    from autograder.batch.isolation import library_folders, python_paths

    root = tmp_path / "home"
    for folder, files in {"fakepkg": ["__init__.py"], "fakepkg.libs": ["libfake.so.1"], "fakepkg-1.0.dist-info": ["METADATA"],
                          "namespace_only": [], "namespace_only/part": ["__init__.py"], ".ssh": ["id_rsa"],
                          "Documents": ["notes.txt"], "data": ["table.csv"]}.items():
        (root / folder).mkdir(parents=True)
        for name in files:
            (root / folder / name).write_text("")
    (root / "single.py").write_text("")
    (root / "secret.txt").write_text("the answers")
    monkeypatch.syspath_prepend(str(root))
    import fakepkg  # noqa: F401

    try:
        bound = {Path(path).name for path in library_folders() if Path(path).parent == root}
        assert bound == {"fakepkg", "fakepkg.libs", "fakepkg-1.0.dist-info", "namespace_only", "single.py"}
        assert str(root) not in python_paths()
    finally:
        sys.modules.pop("fakepkg", None)
