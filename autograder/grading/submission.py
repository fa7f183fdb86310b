"""A target folder to grade: `NN_topic/topic.py` files, imported one topic at a time.

Each topic file is imported under a private module name, so that a student's module never
shadows the grader's and two targets never share a module. A file that is missing or does
not import costs that topic's points with the reason; the other topics are still graded.
"""

from __future__ import annotations

import importlib.util
import sys
import traceback
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

from autograder.course.manifest import Exercise, Topic
from autograder.grading.failures import CheckFailure


class Submission:
    """The exercise files under one target folder.

    Args:
        target: the folder holding `NN_topic/topic.py` files (`exercises/`, `solutions/`, a student's copy).
    """

    def __init__(self, target: Path) -> None:
        self.target = Path(target).resolve()
        self._modules: dict[str, ModuleType | CheckFailure] = {}

    def path(self, topic: Topic) -> Path:
        """Where the topic's exercise file should be."""
        return self.target / topic.module_file

    def module(self, topic: Topic) -> ModuleType:
        """The topic's module, imported once.

        Raises:
            CheckFailure: the file is missing or raised while importing (the same failure every time).
        """
        if topic.id not in self._modules:
            self._modules[topic.id] = self._import(topic)
        loaded = self._modules[topic.id]
        if isinstance(loaded, CheckFailure):
            raise loaded
        return loaded

    def _import(self, topic: Topic) -> ModuleType | CheckFailure:
        path = self.path(topic)
        if not path.is_file():
            return CheckFailure("import", f"{topic.module_file} not found in {self.target}: the whole topic scores 0.")
        name = f"_jaxcourse_target_{abs(hash(str(self.target)))}_{topic.folder}"
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        try:
            spec.loader.exec_module(module)
        except BaseException as error:  # SyntaxError, ImportError, SystemExit, anything
            sys.modules.pop(name, None)
            if isinstance(error, KeyboardInterrupt):
                raise
            frames = [f for f in traceback.extract_tb(error.__traceback__) if Path(f.filename) == path]
            line = f" (line {frames[-1].lineno})" if frames else ""
            if isinstance(error, SyntaxError):
                line = f" (line {error.lineno})"
            return CheckFailure(
                "import",
                f"{topic.module_file} could not be imported{line}: {type(error).__name__}: {error}. "
                "Fix it so that `python " + topic.module_file + "` runs; the whole topic scores 0 until then.",
            )
        return module

    def function(self, topic: Topic, exercise: Exercise) -> tuple[Callable[..., Any], ModuleType]:
        """The student's function for `exercise`, and its module.

        Raises:
            CheckFailure: the module does not import or has no such function.
        """
        module = self.module(topic)
        function = getattr(module, exercise.function, None)
        if function is None or not callable(function):
            raise CheckFailure(
                "import",
                f"{topic.module_file} has no function `{exercise.function}`; keep the name and signature "
                "given in the exercise file.",
            )
        return function, module
