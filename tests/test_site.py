"""The course site (mkdocs.yml, docs/): it builds with `mkdocs build --strict`, for real, and its reference
pages are generated from the code and course.yml, so a new check, exercise or concept appears without a hand edit.
"""

from __future__ import annotations

import dataclasses
import html
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from autograder.authoring import site
from autograder.course.manifest import load_course

COURSE = load_course()
ROOT = COURSE.root
PAGES = ["index.html", "students.html", "instructors.html", "class-report.html", "authors.html",
         "reference/checks.html", "reference/topics.html", "reference/concepts.html", "reference/coverage.html"]


def build(config_root: Path, out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f",
                           str(config_root / "mkdocs.yml"), "-d", str(out)],
                          capture_output=True, text=True, timeout=600, cwd=config_root)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    done = build(ROOT, out)
    assert done.returncode == 0, done.stdout + done.stderr
    return out


def text_of(page: Path) -> str:
    """The page's text, tags dropped and entities decoded."""
    return html.unescape(re.sub(r"<[^>]+>", "", page.read_text()))


def shows_docstring(text: str, function: object) -> bool:
    """The page's text holds the words of the check's docstring's first line, in order (Markdown renders the rest)."""
    words = re.findall(r"\w+", site._doc(function).splitlines()[0])
    return re.search(r"\W+".join(map(re.escape, words)), text) is not None


def test_the_site_builds_strictly_with_every_page_in_the_navigation(built: Path) -> None:
    assert [page for page in PAGES if not (built / page).is_file()] == []
    navigation = (built / "index.html").read_text()
    assert all(f'href="{page}"' in navigation or f'href="./{page}"' in navigation for page in PAGES[1:]), "every page in the navigation"


def test_the_checks_page_holds_every_check_with_its_docstring(built: Path) -> None:
    text = text_of(built / "reference" / "checks.html")
    for name, function in site.generic_checks().items():
        assert name in text and shows_docstring(text, function), name
    for name, function in site.own_checks(COURSE).values():
        assert name in text and shows_docstring(text, function), name


def test_the_topics_page_lists_every_exercise_with_its_points(built: Path) -> None:
    text = text_of(built / "reference" / "topics.html")
    for exercise in COURSE.exercises:
        assert re.search(rf"{re.escape(exercise.id)}\s*{exercise.points}\b", text), exercise.id
    assert f"{sum(e.points for e in COURSE.exercises)} points" in text


def test_the_concepts_page_holds_every_row_of_concepts_yml(built: Path) -> None:
    text = text_of(built / "reference" / "concepts.html")
    for entry in site.concepts():
        assert all(name in text for name in entry["variants"]), entry["concept"]
    assert len(site.concepts()) > 50


def test_a_new_check_exercise_or_concept_appears_in_the_generated_pages(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Nothing to edit by hand: the pages are written from the registry, course.yml and concepts.yml."""

    def check_sorted(case: object) -> None:
        """The answer comes back sorted, in the input's dtype."""

    known = site.generic_checks()
    monkeypatch.setattr(site, "generic_checks", lambda: {**known, "sorted": check_sorted})
    assert "### `sorted`" in site.checks_page(COURSE) and "The answer comes back sorted" in site.checks_page(COURSE)

    topic = COURSE.topics[0]
    extra = dataclasses.replace(topic.exercises[0], id=f"{topic.id}.brand_new", function="brand_new", points=7)
    course = dataclasses.replace(COURSE, topics=(dataclasses.replace(topic, exercises=(*topic.exercises, extra)), *COURSE.topics[1:]))
    assert f"| `{topic.id}.brand_new` | 7 |" in site.topics_page(course)

    rows = [*site.concepts(), {"concept": "a brand-new idea", "graded_by": "`arrays.add_at`", "variants": ["01_arrays/x"]}]
    (tmp_path / "concepts.yml").write_text(yaml.safe_dump(rows))
    assert "| a brand-new idea | `arrays.add_at` | `01_arrays/x` |" in site.concepts_page(tmp_path)


def test_a_broken_link_fails_the_strict_build(tmp_path: Path) -> None:
    copy = tmp_path / "course"
    shutil.copytree(ROOT / "docs", copy / "docs")
    for name in ("mkdocs.yml", "course.yml", "concepts.yml"):
        shutil.copyfile(ROOT / name, copy / name)
    page = copy / "docs" / "students.md"
    page.write_text(page.read_text() + "\nSee [the missing page](nowhere.md).\n")
    done = build(copy, tmp_path / "out")
    assert done.returncode != 0
    assert "nowhere.md" in done.stdout + done.stderr


def test_the_readme_is_a_front_door_and_its_topic_table_is_course_ymls() -> None:
    readme = (ROOT / "README.md").read_text()
    assert len(readme.splitlines()) <= 150
    folders = re.findall(r"^\| `(\d\d_\w+)` \|", readme, re.M)
    assert folders == [topic.folder for topic in COURSE.topics]
    for page in ("docs/students.md", "docs/instructors.md", "docs/authors.md", "docs/class-report.md"):
        assert f"]({page}" in readme and (ROOT / page).is_file(), page


SHOTS = {"students.html": "Students", "reference/checks.html": "Checks", "class-report.html": "The class report"}


def test_chromium_shows_the_generated_pages_with_their_pictures(built: Path, chromium: dict) -> None:
    """A student page, the checks reference and the class report page, opened from disk in headless Chromium:
    the heading, the navigation and every picture shown with a real size; full-page screenshots saved where the test prints."""
    import tempfile

    from playwright.sync_api import expect, sync_playwright

    saved = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            for path, heading in SHOTS.items():
                page.goto((built / path).as_uri())
                expect(page.locator("article h1").first).to_have_text(re.compile(re.escape(heading)))
                expect(page.locator("nav.md-nav--primary").first).to_be_attached()
                for image in page.locator("article img").all():
                    image.scroll_into_view_if_needed()
                    assert page.evaluate("(img) => img.complete && img.naturalWidth > 400", image.element_handle()), path
                page.evaluate("window.scrollTo(0, 0)")
                shot = Path(tempfile.gettempdir()) / f"jaxcourse-site-{path.replace('/', '-').removesuffix('.html')}.png"
                page.screenshot(path=str(shot), full_page=False)
                saved.append(shot)
        finally:
            browser.close()
    print("screenshots:", *saved)
    assert all(shot.stat().st_size > 20_000 for shot in saved)


def test_the_coverage_page_holds_the_matrix_with_its_counts(built: Path) -> None:
    """The published matrix is the one `python -m autograder coverage` computes: its counts, and a tried cell and a
    cell left out in the docstring's words."""
    from autograder.authoring import coverage

    text = text_of(built / "reference" / "coverage.html")
    cells = [cell for exercise in COURSE.exercises for cell in coverage.cells_of(COURSE, exercise)]
    total = coverage.counts(cells)
    assert f"{len(cells)} cells: {total[coverage.TRIED]} tried, {total[coverage.NOT_ADMITTED]} not admitted, 0 empty" in text
    assert "gotchas.produces_nan" in text and "switches restored on error" in text and "never its values" in text
