"""The class report (autograder/batch/report.py): what report.html says, and that Chromium shows it.

Two levels. Saved states written by hand (passes, a wrong value, a hang, an import failure,
grading times present and absent) check every figure the page states. Then one real batch run
(`python -m autograder grade`, four small submissions of 01_arrays, one of which hangs) writes
report.html beside the gradebook; headless Chromium (Debian's, driven by Playwright as in
tests/test_jupyterlab.py) opens it, each plot must be visible with a real size, the hang must be
listed under the points lost, and a full-page screenshot is saved where the test prints.
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from autograder.batch.report import write_report
from autograder.course.manifest import load_course
from autograder.grading.outcome import CheckResult, Outcome

COURSE = load_course()
ROOT = COURSE.root
SCREENSHOT = Path(tempfile.gettempdir()) / "jaxcourse-class-report.png"
PLOTS = ["Score distribution per topic", "Pass rate per exercise", "Grading time per submission"]
EXERCISES = ["arrays.set_diagonal", "arrays.add_at", "arrays.swap_rows"]  # 2 points each
SCRIPT = "<script>alert('x')</script>"


def passed(*names: str) -> list[CheckResult]:
    return [CheckResult(name, Outcome.PASSED) for name in names]


def failed(name: str, message: str) -> CheckResult:
    return CheckResult(name, Outcome.FAILED, f"[{name}] {message}")


def state(student: str, results: dict[str, list[CheckResult]], **seconds: float) -> dict:
    made = {"student": student, "exercises": EXERCISES, "checks": results, "notes": [], "phase": "complete"}
    if seconds:
        made["seconds"] = seconds
    return made


def hand_made_states() -> list[dict]:
    """ana passes all; ben has a wrong value; cleo a wrong value and a hang; dev's file does not import."""
    good = {e: passed("values", "jit") for e in EXERCISES}
    wrong = failed("values", f"wrong values for set_diagonal: got {SCRIPT}")
    hang = failed("limits", "arrays.swap_rows: it did not finish within 10 s (an endless loop)")
    broken = {e: [failed("import", "importing 01_arrays/arrays.py failed: SyntaxError. The whole topic scores 0.")]
              for e in EXERCISES}
    return [
        state("ana", good, untimed=12.0, startup=2.0, checks=8.0, verify=1.0, timed=3.0),
        state("ben", {**good, "arrays.set_diagonal": [wrong, *passed("jit")]}, untimed=20.0),  # an older, partial record
        state("cleo", {**good, "arrays.set_diagonal": [*passed("jit"), failed("values", "x" * 2000)],
                       "arrays.swap_rows": [hang]}),  # saved before seconds were recorded
        {**state("dev", broken), "seconds": {}},
    ]


def section(page: str, anchor: str) -> str:
    found = re.search(rf"<section id={anchor}>(.*?)</section>", page, re.S)
    assert found, f"no section {anchor!r} in the page"
    return found.group(1)


def rows(part: str) -> list[list[str]]:
    """Each table row's cells as the reader sees them (tags dropped, entities decoded)."""
    return [
        [html.unescape(re.sub(r"<[^>]+>", "", cell)) for cell in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)]
        for row in re.findall(r"<tr>(.*?)</tr>", part, re.S)
        if "<td" in row
    ]


def tiles(page: str) -> dict[str, str]:
    return {label: value for value, label in re.findall(r"<div class=tile><b>(.*?)</b><span>(.*?)</span>", page)}


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> str:
    out = tmp_path_factory.mktemp("report")
    path = write_report(COURSE, out, hand_made_states())
    assert path == out / "report.html"
    return path.read_text()


def test_the_report_states_the_class_at_a_glance(page: str) -> None:
    assert tiles(page) == {
        "submissions": "4", "mean total": "3 / 6", "median total": "3 / 6", "full marks": "1", "zero points": "1",
        "points lost to timeouts and crashes": "8", "exercises lost to tampering": "0",
    }
    assert "None: no submission's code reached the grader's own machinery" in page
    assert f"<title>Class report: {html.escape(COURSE.title)}</title>" in page


def test_the_most_common_first_failure_is_named_with_an_escaped_example(page: str) -> None:
    table = rows(section(page, "first-failures"))
    by_exercise = {row[0]: row[1:] for row in table}
    assert set(by_exercise) == {"arrays.set_diagonal", "arrays.add_at", "arrays.swap_rows"}
    failed_it, check, stopped, others, example = by_exercise["arrays.set_diagonal"]
    assert (failed_it, check, stopped, others) == ("3 of 4", "values", "2", "import (1)")
    assert example == f"ben: [values] wrong values for set_diagonal: got {SCRIPT}"
    assert by_exercise["arrays.swap_rows"][:4] == ["2 of 4", "import", "1", "limits (1)"]  # a tie: by name
    assert "<script" not in page and html.escape(SCRIPT) in page


def test_a_long_message_is_trimmed(tmp_path: Path) -> None:
    states = [s for s in hand_made_states() if s["student"] == "cleo"]  # alone, cleo's 2000 x's are the example
    table = rows(section(write_report(COURSE, tmp_path, states).read_text(), "first-failures"))
    example = next(row[-1] for row in table if row[0] == "arrays.set_diagonal")
    assert example.startswith("cleo: [values] xxx") and example.endswith("x…") and len(example) < 400


def test_points_lost_to_timeouts_and_crashes_are_counted_by_check_name(page: str) -> None:
    part = section(page, "sandbox")
    assert rows(part)[:2] == [
        ["hang, crash or broken limit", "limits", "1", "1", "2"],
        ["topic file did not import", "import", "1", "3", "6"],
    ]
    listed = [row[:4] for row in rows(part)[2:]]
    assert listed == [["cleo", "arrays.swap_rows", "limits", "2"]] + [["dev", e, "import", "2"] for e in EXERCISES]
    assert "it did not finish within 10 s" in part


def test_every_plot_is_inline_and_nothing_is_fetched(page: str) -> None:
    figures = re.findall(r'<figure class=plot data-plot="([^"]+)">\s*<svg ', page)
    assert figures == PLOTS
    assert not re.search(r"https?:", page), "the page must not refer to anything outside itself"
    assert "<script" not in page and "<img" not in page and "<link" not in page


def test_without_matplotlib_the_report_is_written_and_says_the_plots_are_not_drawn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A TPU image had no matplotlib: the gradebook was written, then the command stopped with a traceback."""
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # `import matplotlib` raises ImportError
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    page = write_report(COURSE, tmp_path, hand_made_states()).read_text()
    assert "<svg" not in page
    notes = re.findall(r'<p class=note data-plot="([^"]+)">[^<]*: not drawn, matplotlib is not installed', page)
    assert notes == PLOTS
    assert tiles(page)["submissions"] == "4" and rows(section(page, "first-failures"))


def test_grading_time_says_which_submissions_have_none(page: str) -> None:
    part = section(page, "timing")
    assert "Median 17.5 s, slowest ben (20 s)." in part
    assert "Not recorded for 2 of 4 (cleo, dev)." in part
    legend = re.findall(r"<text [^>]*>([^<]*)</text>", part)  # the plot's text stays text
    for label in ("starting workers", "untimed checks", "verifying outputs", "untimed, not split up", "timed checks"):
        assert label in legend


def test_grading_time_not_recorded_at_all_is_said(tmp_path: Path) -> None:
    states = [{**s, "seconds": {}} for s in hand_made_states()]
    part = section(write_report(COURSE, tmp_path, states).read_text(), "timing")
    assert "Not recorded: the saved states hold no grading times." in part and "<svg" not in part


def test_an_empty_class_gets_a_page_that_says_so(tmp_path: Path) -> None:
    page = write_report(COURSE, tmp_path, []).read_text()
    assert "No graded submissions yet: there is nothing to report." in page
    assert "<svg" not in page and "<section" not in page


def test_the_grading_path_does_not_import_matplotlib() -> None:
    code = "import sys, autograder.batch.state, autograder.batch.batch; print('matplotlib' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.stdout.strip() == "False", done.stderr[-2000:]


# --- a real batch run, shown in Chromium ---------------------------------------------------------------


def make_submissions(folder: Path) -> Path:
    """ana: the solution; ben: a wrong set_diagonal; cleo: the blank stub; dev: swap_rows never returns."""
    arrays = "01_arrays/arrays.py"
    sources = {"ana": "solutions", "ben": "solutions", "cleo": "exercises", "dev": "solutions"}
    for student, source in sources.items():
        target = folder / student / arrays
        target.parent.mkdir(parents=True)
        shutil.copy(ROOT / source / arrays, target)
    with open(folder / "ben" / arrays, "a") as wrong:
        wrong.write("\n\ndef set_diagonal(x, value):\n    return x\n")
    with open(folder / "dev" / arrays, "a") as hangs:
        hangs.write("\n\ndef swap_rows(x, i, j):\n    while True:\n        pass\n")
    return folder


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The gradebook folder of one real batch run."""
    base = tmp_path_factory.mktemp("class")
    submissions = make_submissions(base / "submissions")
    command = [sys.executable, "-m", "autograder", "grade", str(submissions), "--out", str(base / "out"),
               "--only", "01_arrays", "--jobs", "2", "--exercise-timeout", "10", "--memory-gib", "3"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    return base / "out"


@pytest.mark.timing
def test_a_batch_run_writes_the_report_beside_the_gradebook(graded: Path) -> None:
    page = (graded / "report.html").read_text()
    assert tiles(page)["submissions"] == "4" and tiles(page)["full marks"] == "1" and tiles(page)["zero points"] == "1"
    lost = rows(section(page, "sandbox"))
    assert lost[0] == ["hang, crash or broken limit", "limits", "1", "1", "2"]
    assert lost[1][:4] == ["dev", "arrays.swap_rows", "limits", "2"]
    first = {row[0]: row for row in rows(section(page, "first-failures"))}
    assert first["arrays.set_diagonal"][1:4] == ["2 of 4", "values", "2"]
    assert first["arrays.set_diagonal"][5].startswith("ben: [values] wrong values for set_diagonal")
    assert re.findall(r'<figure class=plot data-plot="([^"]+)">', page) == PLOTS


def test_chromium_shows_every_plot_and_the_hang(graded: Path, tmp_path: Path, chromium: dict) -> None:
    from playwright.sync_api import expect, sync_playwright

    screenshot = tmp_path / "report.png"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto((graded / "report.html").as_uri())
            plots = page.locator("figure.plot svg")
            expect(plots).to_have_count(len(PLOTS))
            for index, label in enumerate(PLOTS):
                plot = plots.nth(index)
                expect(plot).to_have_attribute("aria-label", label)
                plot.scroll_into_view_if_needed()
                expect(plot).to_be_visible()
                box = plot.bounding_box()
                assert box is not None and box["width"] > 200 and box["height"] > 150, (label, box)
            expect(page.locator("#pass-rate svg text", has_text="arrays.set_diagonal")).to_be_visible()
            hang = page.locator("#sandbox tr", has_text="arrays.swap_rows")
            expect(hang).to_be_visible()
            expect(hang).to_contain_text("dev")
            expect(hang).to_contain_text("did not finish within 10 s")
            page.screenshot(path=str(screenshot), full_page=True)
        finally:
            browser.close()
    shutil.copyfile(screenshot, SCREENSHOT)
    print(f"screenshot: {SCREENSHOT}")
    assert screenshot.stat().st_size > 50_000
