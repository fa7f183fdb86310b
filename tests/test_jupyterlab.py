"""A student's session, for real: JupyterLab on localhost, the topic's notebook in headless Chromium, Run All.

Debian's chromium (`/usr/bin/chromium`) is driven by Playwright's Python package; the browser
is never downloaded. The README's set-up command (`./install.sh`) installs both. The student's
folder holds the released notebook and its topic file with the first exercise solved, so the page
must show a passing check and a failing one with its hint. Two topics are run: 01_arrays, and
15_sharding, whose notebook asks for eight CPU devices before it uses JAX. Screenshots are saved in
pytest's temporary folder and copied to paths the test prints.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Iterator

import pytest

from autograder.course.manifest import Topic, load_course
from autograder.course.stubs import definition_source, make_stub

COURSE = load_course()
SESSIONS = ["arrays", "sharding"]  # topic ids: the first topic, and the one that needs eight devices
SCREENSHOT_FOLDER = Path(tempfile.gettempdir())
# Lab settings for a quiet, fully rendered page: every cell in the DOM, no news pop-up.
LAB_SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false", "checkForUpdates": False},
}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def student_folder(root: Path, topic: Topic) -> Path:
    """The topic's released notebook beside its topic file where only the first exercise is written."""
    folder = root / "student" / topic.folder
    folder.mkdir(parents=True)
    shutil.copyfile(COURSE.root / "exercises" / topic.folder / topic.notebook, folder / topic.notebook)
    solution_path = COURSE.root / "solutions" / topic.module_file
    solution = solution_path.read_text()
    stub = make_stub(solution, solution_path)
    written = definition_source(solution, topic.exercises[0].function)  # decorators included
    (folder / f"{topic.id}.py").write_text(stub + "\n\n" + written)
    return folder.parent


@pytest.fixture(params=SESSIONS)
def topic(request: pytest.FixtureRequest) -> Topic:
    return COURSE.topic(request.param)


@pytest.fixture
def jupyterlab(tmp_path: Path, topic: Topic) -> Iterator[str]:
    """A JupyterLab server on a free localhost port, token off, serving the student's folder; yields its URL."""
    root = student_folder(tmp_path, topic)
    settings = tmp_path / "lab-settings"
    for name, values in LAB_SETTINGS.items():
        (settings / name).parent.mkdir(parents=True, exist_ok=True)
        (settings / name).write_text(json.dumps(values))
    port = free_port()
    env = {
        **os.environ,
        "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"),
        "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
        "PYTHONUNBUFFERED": "1",
    }
    log = (tmp_path / "jupyterlab.log").open("w")
    server = subprocess.Popen(
        [
            sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
            "--allow-root", "--IdentityProvider.token=", "--ServerApp.password=", f"--ServerApp.root_dir={root}",
            f"--LabApp.user_settings_dir={settings}", f"--LabApp.workspaces_dir={tmp_path / 'workspaces'}",
        ],
        cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(f"{url}/api/status", timeout=5) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"JupyterLab did not start:\n{(tmp_path / 'jupyterlab.log').read_text()[-3000:]}")
            time.sleep(0.5)
        yield url
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
        log.close()


def test_a_student_runs_all_cells_in_jupyterlab_and_sees_the_feedback(
    jupyterlab: str, topic: Topic, tmp_path: Path, chromium: dict,
) -> None:
    from playwright.sync_api import expect, sync_playwright

    solved, unsolved = topic.exercises[0], topic.exercises[1]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch_persistent_context(
            str(tmp_path / "chromium-profile"), **chromium, viewport={"width": 1400, "height": 1000},
        )
        try:
            page = browser.new_page()
            page.goto(f"{jupyterlab}/lab/tree/{topic.folder}/{topic.notebook}", timeout=120_000)
            expect(page.locator(".jp-Notebook .jp-Cell").first).to_be_visible(timeout=120_000)
            expect(page.locator(".jp-StatusBar-Widget", has_text="Idle").first).to_be_attached(timeout=120_000)

            page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
            page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()

            points, checks = solved.points, len(solved.checks)  # course.yml decides
            passed = page.get_by_text(f"{solved.id}: {points}/{points} points, all {checks} checks pass.")
            expect(passed).to_be_visible(timeout=300_000)
            failed = page.get_by_text(f"{unsolved.id}: 0/{unsolved.points} points (")
            expect(failed.first).to_be_attached(timeout=300_000)
            expect(page.get_by_text(f"Hint: {unsolved.hint}").first).to_be_attached()
            expect(page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")).to_have_count(0)

            passed.scroll_into_view_if_needed()
            screenshot = tmp_path / "jupyterlab-run-all.png"
            page.screenshot(path=str(screenshot))
            failed.first.scroll_into_view_if_needed()
            page.screenshot(path=str(tmp_path / "jupyterlab-failure.png"))
        finally:
            browser.close()
    copies = [SCREENSHOT_FOLDER / f"jaxcourse-jupyterlab-{topic.folder}-{name}.png" for name in ("run-all", "failure")]
    shutil.copyfile(screenshot, copies[0])
    shutil.copyfile(tmp_path / "jupyterlab-failure.png", copies[1])
    print(f"screenshots: {copies[0]} and {copies[1]}")
    assert screenshot.stat().st_size > 10_000
