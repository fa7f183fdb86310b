"""What makes grading fast without changing a verdict: the shared MLIR context and the partner's settings;
and what keeps a long grading process alive: dropping compiled programs before the kernel's map limit.

(The partner process itself is run for real in tests/test_autograder_end_to_end.py.)
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import jax
import jax.numpy as jnp
import pytest

from autograder.grading.jax_setup import enable_compilation_cache, share_lowering_context
from autograder.pytest_plugin.partner import default_jobs


def fresh_python_prints(code: str, environment: dict[str, str] | None = None) -> str:
    """What `code` prints in a new interpreter (the patch is per process); it must exit cleanly."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=environment)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip()


def test_programs_lowered_in_one_shared_context_compute_the_same() -> None:
    code = (
        "import jax, jax.numpy as jnp, numpy as np\n"
        "from jax._src.interpreters import mlir\n"
        "from autograder.grading.jax_setup import share_lowering_context\n"
        "assert share_lowering_context()\n"
        "assert share_lowering_context(), 'calling it twice keeps it on'\n"
        "assert mlir.make_ir_context() is mlir.make_ir_context()\n"
        "xs = [np.arange(n, dtype=np.float32) for n in range(1, 40)]\n"
        "got = [np.asarray(jax.jit(lambda x, n=n: jnp.cumsum(jnp.sin(x) * n))(x)) for n, x in enumerate(xs)]\n"
        "want = [np.cumsum(np.sin(x) * n) for n, x in enumerate(xs)]\n"
        "assert all(np.allclose(g, w, atol=1e-4) for g, w in zip(got, want))\n"
        "print('same')\n"
    )
    assert fresh_python_prints(code) == "same"


def test_the_shared_context_is_renewed_so_it_cannot_grow_without_bound() -> None:
    code = (
        "from jax._src.interpreters import mlir\n"
        "from autograder.grading import jax_setup\n"
        "jax_setup.share_lowering_context()\n"
        "contexts = [mlir.make_ir_context() for _ in range(2 * jax_setup._RENEW_CONTEXT_AFTER + 1)]\n"
        "print(len({id(c) for c in contexts}))\n"
    )
    assert fresh_python_prints(code) == "3"


def test_the_shared_context_can_be_switched_off() -> None:
    code = (
        "from jax._src.interpreters import mlir\n"
        "from autograder.grading.jax_setup import share_lowering_context\n"
        "print(share_lowering_context(), mlir.make_ir_context() is mlir.make_ir_context())\n"
    )
    assert fresh_python_prints(code, {"JAXCOURSE_SHARED_CONTEXT": "off", "PATH": ""}).split() == ["False", "False"]


def grading_setup() -> bool:
    """What grading processes run before any student code (autograder/pytest_plugin/plugin.py); the shared context's verdict."""
    assert enable_compilation_cache() is None  # JAXCOURSE_XLA_CACHE=off in these tests: nothing to set up
    return share_lowering_context()


@pytest.fixture
def mlir(monkeypatch: pytest.MonkeyPatch) -> Any:
    """JAX's private lowering module, with the settings that let the shared context be used."""
    from jax._src.interpreters import mlir as module

    monkeypatch.delenv("JAXCOURSE_SHARED_CONTEXT", raising=False)
    monkeypatch.setenv("JAXCOURSE_XLA_CACHE", "off")
    return module


def test_a_jax_without_the_private_hook_is_graded_without_a_shared_context(mlir: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(mlir, "make_ir_context")
    assert grading_setup() is False
    assert not hasattr(mlir, "make_ir_context")


def test_a_hook_that_takes_arguments_is_left_alone(mlir: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    def make_ir_context(options: object) -> object:
        return object()

    monkeypatch.setattr(mlir, "make_ir_context", make_ir_context)
    assert grading_setup() is False
    assert mlir.make_ir_context is make_ir_context


def test_the_shared_context_passes_arguments_on_to_jax(mlir: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[tuple] = []

    def make_ir_context(*args: object) -> object:
        made.append(args)
        return object()

    monkeypatch.setattr(mlir, "make_ir_context", make_ir_context)
    assert grading_setup() is True
    assert mlir.make_ir_context() is mlir.make_ir_context()
    mlir.make_ir_context("options")
    assert made == [(), ("options",)]


@pytest.mark.parametrize(
    "setting, jobs",
    [("1", 1), ("2", 2), ("8", 2), ("0", 1), ("many", 1)],
    ids=["one", "two", "more-than-two-means-two", "zero-means-one", "not-a-number"],
)
def test_jobs_setting(monkeypatch: pytest.MonkeyPatch, setting: str, jobs: int) -> None:
    monkeypatch.setenv("JAXCOURSE_JOBS", setting)
    assert default_jobs() == jobs


def test_jobs_follow_the_cores_this_process_may_use(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JAXCOURSE_JOBS", raising=False)
    monkeypatch.setattr("os.sched_getaffinity", lambda pid: {0})
    assert default_jobs() == 1
    monkeypatch.setattr("os.sched_getaffinity", lambda pid: {0, 1, 2})
    assert default_jobs() == 2


def test_a_process_crowded_with_compiled_programs_drops_them(monkeypatch: pytest.MonkeyPatch) -> None:
    from autograder.grading import jax_setup

    kept = [jax.jit(lambda v, c=float(i): jnp.sin(v) * c + c) for i in range(40)]
    for function in kept:
        function(jnp.arange(4.0)).block_until_ready()
    use = jax_setup.memory_map_use()
    assert use is not None and 0 < use[0] < use[1]
    monkeypatch.setitem(jax_setup._probe, "last", float("-inf"))
    assert not jax_setup.release_compiled_programs_if_crowded(share=1.0)  # far from the limit: nothing dropped
    held = jax_setup.memory_map_use()[0]
    assert not jax_setup.release_compiled_programs_if_crowded(share=0.0)  # probed under a second ago: not read again
    monkeypatch.setitem(jax_setup._probe, "last", float("-inf"))
    assert jax_setup.release_compiled_programs_if_crowded(share=0.0)
    after = jax_setup.memory_map_use()[0]
    assert after < held - 100, f"40 loaded programs were dropped, but the process still holds {after} of {held} maps"
    assert float(kept[0](jnp.arange(4.0))[1]) == pytest.approx(float(jnp.sin(1.0) * 0.0))  # compiled again when called
