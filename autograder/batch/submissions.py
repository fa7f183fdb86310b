"""A batch's input: the submissions in a folder, each reduced to the files the grader reads.

A submission is a folder or a .zip per student, laid out like exercises/ (or with the topic
files nested anywhere, or flat); only its topic files are graded, and what the grader noticed
about the upload (a file graded under another path, a zip too large to unpack) becomes a note
in the student's feedback.
"""

from __future__ import annotations

import hashlib
import zipfile
from dataclasses import dataclass
from pathlib import Path

from autograder.course.manifest import Course

MAX_ZIP_BYTES = 64 << 20


class BatchError(Exception):
    """A problem with the batch itself (not with one submission), said with the fix."""


@dataclass(frozen=True)
class Entry:
    """One student's submission.

    Attributes:
        student: the folder or zip name (without .zip).
        files: the graded files, by their path in exercises/ (e.g. `01_arrays/arrays.py`).
        notes: what the grader noticed about the upload (shown in the feedback).
    """

    student: str
    files: dict[str, bytes]
    notes: tuple[str, ...] = ()

    def digest(self, fingerprint: str) -> str:
        """A hash of the graded files and of the grader that grades them."""
        hasher = hashlib.sha256(fingerprint.encode())
        for path in sorted(self.files):
            hasher.update(path.encode() + b"\0" + hashlib.sha256(self.files[path]).digest())
        return hasher.hexdigest()


def _graded_files(course: Course, names: dict[str, bytes]) -> tuple[dict[str, bytes], list[str]]:
    """The topic files among `names` (paths inside a submission), wherever a student nested them."""
    files: dict[str, bytes] = {}
    notes: list[str] = []
    for topic in course.topics:
        wanted = topic.module_file
        candidates = sorted((p for p in names if p == wanted or p.endswith("/" + wanted)), key=len)
        if not candidates:
            candidates = sorted((p for p in names if p == f"{topic.id}.py" or p.endswith(f"/{topic.id}.py")), key=len)
        if candidates:
            files[wanted] = names[candidates[0]]
            if candidates[0] != wanted:
                notes.append(f"graded {candidates[0]} as {wanted}")
    return files, notes


def read_submission(path: Path, course: Course) -> Entry:
    """One student's folder or zip, reduced to the files the grader reads.

    Notebooks may be in the upload; the graded code of a topic is its .py file beside the notebook.
    """
    student = path.name.removesuffix(".zip")
    names: dict[str, bytes] = {}
    if path.is_dir():
        for file in sorted(path.rglob("*.py")):
            if file.is_file() and not file.is_symlink():
                names[file.relative_to(path).as_posix()] = file.read_bytes()[:MAX_ZIP_BYTES]
    else:
        try:
            with zipfile.ZipFile(path) as archive:
                total = 0
                for info in archive.infolist():
                    if info.is_dir() or not info.filename.endswith(".py") or "__MACOSX" in info.filename:
                        continue
                    total += info.file_size
                    if total > MAX_ZIP_BYTES:
                        return Entry(student, {}, (f"{path.name} unpacks to more than {MAX_ZIP_BYTES >> 20} MiB of .py files; not graded",))
                    names[info.filename] = archive.read(info)
        except zipfile.BadZipFile:
            return Entry(student, {}, (f"{path.name} is not a valid zip file; nothing graded",))
    files, notes = _graded_files(course, names)
    return Entry(student, files, tuple(notes))


def find_submissions(folder: Path) -> list[Path]:
    """Every folder and .zip directly in `folder`, sorted by name."""
    if not folder.is_dir():
        raise BatchError(f"{folder} is not a folder; give a folder with one subfolder or .zip per student.")
    found = sorted(p for p in folder.iterdir() if (p.is_dir() or p.suffix == ".zip") and not p.name.startswith("."))
    if not found:
        raise BatchError(f"{folder} holds no submissions: put one folder or .zip per student in it.")
    return found


def select_exercises(course: Course, only: list[str] | None) -> list[str]:
    """Exercise ids in course order, limited to `only` (topic ids, folders or exercise ids).

    Raises:
        BatchError: a name matches nothing (the valid names are listed).
    """
    if not only:
        return [exercise.id for exercise in course.exercises]
    chosen: list[str] = []
    for name in only:
        matches = [
            e.id for e in course.exercises if name in (e.id, e.topic, course.topic(e.topic).folder)
        ]
        if not matches:
            topics = ", ".join(t.folder for t in course.topics)
            raise BatchError(f"--only {name!r} matches no topic or exercise; topics are {topics} (or an id like arrays.add_at).")
        chosen.extend(m for m in matches if m not in chosen)
    return [e.id for e in course.exercises if e.id in chosen]
