"""What every saved file of the grader shares: atomic, durable writes, and the grader's fingerprint.

`atomic_write` is how the gradebook, the batch's saved states, results.json and the student's
progress cache are written: to a temporary file in the same folder, flushed and fsynced, then
renamed over the old one, so a reader or a crash sees the old file or the new one, never half.

`grader_fingerprint` names everything a grade depends on besides the student's files;
a saved grade (the batch's states, the student's cache) made under another fingerprint is
never used.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import tempfile
from pathlib import Path

from autograder.course.manifest import Course

GRADER = Path(__file__).resolve().parents[1]  # the `autograder` package


def atomic_write(path: Path, text: str) -> None:
    """Replace `path` by `text` so that a reader (or a crash) never sees half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(handle, "w") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def grader_fingerprint(course: Course) -> str:
    """A hash of course.yml, every source file of the grader, and the installed JAX version."""
    digest = hashlib.sha256()
    digest.update(course.path.read_bytes())
    for source in sorted(GRADER.rglob("*.py")):
        digest.update(str(source.relative_to(GRADER)).encode())
        digest.update(source.read_bytes())
    for package_name in ("jax", "jaxlib"):  # their version files: cheaper than importlib.metadata
        found = importlib.util.find_spec(package_name)
        if found is not None and found.origin is not None:
            version_file = Path(found.origin).parent / "version.py"
            if version_file.is_file():
                digest.update(version_file.read_bytes())
    return digest.hexdigest()
