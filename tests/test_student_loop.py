"""`pytest autograder -k <topic>` imports only the specs `-k` can select, and selects what it always did.

The plugin decides from course.yml, without importing a spec, whether `-k` can match any of
its items (`plugin._may_match`). That is safe only if the names it predicts for a spec include
every name pytest matches `-k` against; the first test checks that for every item of the course,
from a real collection, and the second compares real selections with pytest's own decision on
the full collection. The third shows that the grading run imports hypothesis and the grader as
written, not rewritten by pytest's assertion rewriting.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from _pytest.mark.expression import Expression

from autograder import specs
from autograder.authoring.variants import ROOT
from autograder.pytest_plugin.plugin import _spec_keywords

DUMP = '''
import json, os, sys
from _pytest.mark import KeywordMatcher
from _pytest.assertion.rewrite import AssertionRewritingHook

def pytest_collection_finish(session):
    rewritten = sorted(name for name, module in sys.modules.items()
                       if isinstance(getattr(module, "__loader__", None), AssertionRewritingHook))
    items = {item.nodeid: [str(item.path), sorted(KeywordMatcher.from_item(item)._names)] for item in session.items}
    with open(os.environ["DUMP_TO"], "w") as out:
        json.dump({"items": items, "rewritten": rewritten}, out)
'''


def collect(tmp_path: Path, *arguments: str) -> dict:
    """`pytest autograder --co -q ARGS` from the course root, with every collected item's keyword names."""
    (tmp_path / "dump_keywords.py").write_text(DUMP)
    out = tmp_path / f"collected-{len(list(tmp_path.glob('collected-*')))}.json"
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "dump_keywords", "autograder", "--co", "-q", *arguments],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
        env={**os.environ, "PYTHONPATH": str(tmp_path), "DUMP_TO": str(out)},
    )
    assert done.returncode in (0, 5), done.stdout[-2000:] + done.stderr[-2000:]
    return json.loads(out.read_text())


@pytest.fixture(scope="module")
def everything(tmp_path_factory: pytest.TempPathFactory) -> dict:
    return collect(tmp_path_factory.mktemp("all"))


def test_the_predicted_names_include_every_name_pytest_matches(everything: dict) -> None:
    items = everything["items"]
    assert len(items) > 500 and {Path(path).stem for path, _ in items.values()} == {
        file.stem for file in specs.spec_files(specs.FOLDER)}
    for nodeid, (path, names) in items.items():
        predicted = _spec_keywords(Path(path))
        assert predicted is not None, path
        missing = {name.lower() for name in names} - predicted
        assert not missing, f"{nodeid}: -k could match {sorted(missing)}, which the plugin does not predict"


@pytest.mark.parametrize("selection", ["02_prng", "prng", "set_diagonal or dropout", "values and 03_jit",
                                       "grad", "not arrays", "arrays.py", "nothing_is_called_this"])
def test_a_selection_grades_what_pytest_would_select_from_everything(
        everything: dict, tmp_path: Path, selection: str) -> None:
    expression = Expression.compile(selection)
    expected = {nodeid for nodeid, (_, names) in everything["items"].items()
                if expression.evaluate(lambda sub: any(sub.lower() in name.lower() for name in names))}
    collected = collect(tmp_path, "-k", selection)["items"]
    assert set(collected) == expected
    if selection == "02_prng":
        assert {Path(path).name for path, _ in collected.values()} == {"prng.py"}


def test_a_grading_run_imports_hypothesis_and_the_grader_as_written(everything: dict) -> None:
    rewritten = everything["rewritten"]
    assert not [name for name in rewritten if name.split(".")[0] == "hypothesis"], rewritten
    assert "autograder.engine.registry" not in rewritten and "autograder.checks.timing" not in rewritten
