"""Grading an exercise: the registry of specs, running its checks, the gradebook, the eight-device child.

The layers, lowest first (no module imports one above its own): `course` (course.yml, files),
`grading` (the vocabulary: calls and cases, failures, outcomes, seeds, strategies, loading a
submission), `checks` (one family of checks per module), `specs` (per-topic declarations),
`engine` (this package), then the front ends (`pytest_plugin`, `student`, `notebook`, `batch`,
`authoring`).
"""
