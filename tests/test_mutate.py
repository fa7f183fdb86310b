"""autograder/authoring/mutants.py (each operator) and mutate.py (regions, equivalents, grading mutants for real)."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest
from cosmic_ray.mutating import mutate_code

from autograder.authoring import mutate
from autograder.authoring.mutants import GENERIC, JAX_AWARE, OPERATORS, CallRewrite
from autograder.course.manifest import load_course

COURSE = load_course()

EXAMPLES = [(name, example) for name, operator in OPERATORS.items() for example in operator.examples()]


@pytest.mark.parametrize(("name", "example"), EXAMPLES, ids=[f"{name}-{i}" for i, (name, _) in enumerate(EXAMPLES)])
def test_each_operator_makes_the_mutation_its_examples_show(name: str, example) -> None:
    operator = OPERATORS[name](**example.operator_args)
    assert mutate_code(example.pre_mutation_code, operator, example.occurrence) == example.post_mutation_code


def test_every_jax_aware_and_call_operator_has_examples() -> None:
    mine = {name: op for name, op in OPERATORS.items() if issubclass(op, CallRewrite) or name in JAX_AWARE}
    assert {"drop keyword", "call->argument"} <= set(GENERIC) and {"add jit", "add static argument", "add cast"} <= set(JAX_AWARE)
    assert all(op.examples() for op in mine.values()), [name for name, op in mine.items() if not op.examples()]


@pytest.mark.parametrize(("code", "operator", "expected"), [
    ("y = 2 * f(a + b)\n", "call->argument", "y = 2 * (a + b)\n"),  # precedence kept
    ("y = jnp.asarray(v).astype(x.dtype)\n", "drop cast", "y = jnp.asarray(v)\n"),  # a method on a call's result
    ("y = x.at[i].set(v)\n", "call->argument", "y = v\n"),
    ("for i in range(2, n):\n    pass\n", "loop bound", "for i in range(2, n - 1):\n    pass\n"),
])
def test_calls_are_found_after_other_calls_and_rewritten_with_their_precedence(code: str, operator: str, expected: str) -> None:
    assert mutate_code(code, OPERATORS[operator](), 0) == expected


@pytest.mark.parametrize(("code", "operator"), [
    ("y = jnp.where(x > 0, x)\n", "select->if"),  # two arguments: not a select
    ("y = name.split(',')\n", "reuse key"),  # not jax.random's split
    ("y = x.mean()\n", "change axis"),  # no axis to change
    ("y = P(None)\n", "change PartitionSpec"),  # nothing left to replicate
    ("def f(x):\n    return g(x)\n", "add jit"),  # g is not the caller's: not a parameter
    ("def f(fn):\n    return (lambda fn2: fn2(1))(fn)\n", "add jit"),  # fn2 is a lambda's parameter
    ("def f(x):\n    def body(c):\n        return c + 1\n    y = body(x)\n", "add cast"),  # a loop body's return
    ("@jax.jit\ndef f(*args):\n    return args\n", "add static argument"),  # nothing to make static
    ("@partial(jax.jit, static_argnames='n')\ndef f(n):\n    return n\n", "add static argument"),  # static already
    ("@partial(jax.vmap, in_axes=0)\ndef f(x):\n    return x\n", "add static argument"),  # not jit
])
def test_operators_leave_what_they_do_not_describe(code: str, operator: str) -> None:
    assert mutate_code(code, OPERATORS[operator](), 0) is None


SOURCE = '''import jax.numpy as jnp


def helper(x):
    return x + 1


def square(x):
    """Doc."""
    ### BEGIN SOLUTION
    # a comment with x + 1
    return x * x + 0
    ### STUB
    # return x + 1
    ### END SOLUTION
'''


def test_only_the_reference_region_of_the_exercise_function_is_mutated() -> None:
    assert mutate.solution_region(SOURCE, "square") == (10, 13)
    assert mutate.solution_region(SOURCE, "helper") is None
    assert mutate.reference_lines(SOURCE, "square") == {11, 12}
    exercise = COURSE.exercises[0]
    found = mutate.mutants_of(dataclasses.replace(exercise, function="square"), SOURCE, GENERIC)
    assert found and {m.line for m in found} == {12}, "the helper, the comment and the stub are left alone"
    assert {m.operator for m in found} >= {"Add->Sub", "Mul->Div", "number"}
    assert len({m.source for m in found}) == len(found), "no two mutants alike"


def test_a_line_the_reference_marks_as_its_own_is_mutated_too() -> None:
    source = 'import jax\n\n\n@jax.jit  ### SOLUTION LINE\ndef scale(x, k):\n    """Doc."""\n    ### BEGIN SOLUTION\n' \
             '    return x * k\n    ### END SOLUTION\n'
    assert mutate.reference_lines(source, "scale") == {4, 8}
    exercise = dataclasses.replace(COURSE.exercises[0], function="scale")
    found = {(m.line, m.operator, m.after) for m in mutate.mutants_of(exercise, source, OPERATORS)}
    assert {(4, "drop decorator", "(lines removed)"), (4, "add static argument", "@(lambda f: jax.jit(f, static_argnums=1))  ### SOLUTION LINE"),
            (8, "Mul->Div", "return x / k")} <= found, found


def test_the_equivalent_mutants_file_is_read_and_a_malformed_line_is_named(tmp_path: Path) -> None:
    listed = tmp_path / "equivalent.txt"
    listed.write_text("# reviewed\narrays.add_at | drop keyword | values = jnp.asarray(values) | jnp.asarray keeps float32\n")
    assert mutate.load_equivalent(listed) == {"arrays.add_at | drop keyword | values = jnp.asarray(values)": "jnp.asarray keeps float32"}
    listed.write_text("arrays.add_at | drop keyword | no reason\n")
    with pytest.raises(ValueError, match=r"equivalent.txt:1: write `exercise \| operator \| mutated line \| reason`"):
        mutate.load_equivalent(listed)


def test_the_course_equivalent_mutants_file_names_real_exercises_and_operators() -> None:
    listed = mutate.load_equivalent(COURSE.root / mutate.EQUIVALENT_FILE)
    ids = {exercise.id for exercise in COURSE.exercises}
    for key in listed:
        exercise, operator, _ = key.split(" | ")
        assert exercise in ids and operator in OPERATORS, key


def test_mutants_of_a_reference_are_graded_killed_survived_and_equivalent_for_real() -> None:
    results = mutate.run_mutants(COURSE, ("arrays.set_diagonal",), jobs=1, timeout=120)
    entry = results["arrays.set_diagonal"]
    assert entry["reference"]["status"] == "survived", "the reference passes every check"
    statuses = {r.status for r in entry["results"]}
    assert "killed" in statuses and len(entry["results"]) == entry["mutants"] >= 5
    killed = [r for r in entry["results"] if r.status == "killed"]
    assert all(r.check in COURSE.exercise("arrays.set_diagonal").checks and r.message for r in killed)
    # x.shape[0] -> x.shape[1] on a square matrix: listed as equivalent, with its reason
    equivalent = [r for r in entry["results"] if r.status == "equivalent"]
    assert equivalent and all(r.reason and r.diff.startswith("--- a/solutions/01_arrays/arrays.py") for r in equivalent)


class EndlessLoop(CallRewrite):
    """`jnp.asarray(x)` to a call that never returns."""

    names = (("asarray",),)

    def rewrites(self, call):
        return ["[None for _ in iter(int, 1)]"]


def test_a_mutant_that_never_ends_times_out_and_the_next_is_graded_by_a_fresh_worker() -> None:
    # the reference is graded first; each endless mutant is stopped after 5x its time (at least MIN_TIMEOUT)
    results = mutate.run_mutants(COURSE, ("arrays.set_diagonal",), jobs=1, timeout=120.0,
                                 operators={"endless": EndlessLoop, "Mul->Div": OPERATORS["Mul->Div"], "number": OPERATORS["number"]})
    rows = results["arrays.set_diagonal"]["results"]
    endless = [r for r in rows if r.operator == "endless"]
    assert [r.status for r in endless] == ["timed out"] * 2 and all(r.seconds < 120 for r in endless)
    assert {r.status for r in rows if r.operator == "number"} <= {"killed", "equivalent"}, "graded after the timeouts"


def test_the_command_fails_on_a_survivor_the_file_does_not_list_and_passes_once_it_does(tmp_path: Path) -> None:
    report, listed = tmp_path / "mutants.json", tmp_path / "equivalent.txt"
    listed.write_text("")
    command = [sys.executable, "-m", "autograder", "mutate", "--only", "jit.sum_negatives", "--operator", "Lt->LtE",
               "--equivalent", str(listed), "--json", str(report)]
    done = subprocess.run(command, capture_output=True, text=True, cwd=COURSE.root, timeout=600)
    survivor = "jit.sum_negatives | Lt->LtE | return jnp.where(x <= 0, x, 0).sum()"
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 survivors (a hole in the spec, or an equivalent program" in done.stdout and survivor in done.stdout
    assert json.loads(report.read_text())["total"]["survived"] == 1
    listed.write_text(f"{survivor} | zero adds nothing to a sum: x <= 0 and x < 0 give the same total\n")
    again = subprocess.run(command, capture_output=True, text=True, cwd=COURSE.root, timeout=600)
    assert again.returncode == 0, again.stdout + again.stderr
    assert json.loads(report.read_text())["total"] == {"killed": 0, "survived": 0, "equivalent": 1, "timed out": 0}


def test_the_command_names_an_unknown_operator_and_a_malformed_equivalent_file(tmp_path: Path) -> None:
    unknown = subprocess.run([sys.executable, "-m", "autograder", "mutate", "--operator", "flip everything"],
                             capture_output=True, text=True, cwd=COURSE.root, timeout=120)
    assert unknown.returncode == 2 and "unknown operator(s) 'flip everything'; choose from: drop jit, add jit, add static argument, drop block_until_ready" in unknown.stdout
    broken = tmp_path / "equivalent.txt"
    broken.write_text("jit.selu | number\n")
    done = subprocess.run([sys.executable, "-m", "autograder", "mutate", "--equivalent", str(broken)],
                          capture_output=True, text=True, cwd=COURSE.root, timeout=120)
    assert done.returncode == 2 and "equivalent.txt:1: write `exercise | operator | mutated line | reason`" in done.stdout


def _sample() -> tuple[str, ...]:
    """One exercise per topic, the first without a timed check: a mutant's fate there never depends on load."""
    from autograder.engine.registry import spec_for

    chosen: dict[str, str] = {}
    for exercise in COURSE.exercises:
        if exercise.topic not in chosen and not spec_for(exercise, COURSE).timed_checks(exercise.checks):
            chosen[exercise.topic] = exercise.id
    return tuple(chosen.values())


def _since_the_last_whole_course_run() -> str:
    """The commit range CI mutates: since `MUTATE_SINCE`, else since the whole-course report was last written.

    The report (benchmarks/reports/mutate_whole_course.md) is rewritten after a run of every
    exercise with no unlisted survivor, so what changed after it has not been mutated yet.
    """
    import os
    import subprocess

    if os.environ.get("MUTATE_SINCE"):
        return os.environ["MUTATE_SINCE"]
    done = subprocess.run(["git", "log", "-1", "--format=%H", "--", "benchmarks/reports/mutate_whole_course.md"],
                          cwd=COURSE.root, capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.strip(), f"no commit wrote the whole-course report: {done.stderr}"
    return done.stdout.strip()


def test_exercises_changed_since_the_last_whole_course_run_and_a_fixed_sample_have_no_unlisted_survivor() -> None:
    """CI's mutation gate: every exercise whose solution or spec changed in the commit range, and one per topic.

    A spec change that lets a mutant through fails here, with its diff; so does a new
    exercise (or a changed reference) whose survivors nobody killed or listed.
    """
    sample = _sample()
    assert len(sample) == len(COURSE.topics)
    changed = mutate.changed_exercises(COURSE, _since_the_last_whole_course_run())
    chosen = sample + tuple(e for e in changed if e not in sample)
    results = mutate.run_mutants(COURSE, chosen, jobs=2, timeout=120)
    failing = {e: entry["reference"] for e, entry in results.items() if entry["reference"]["status"] != "survived"}
    assert failing == {}, "a reference fails its own spec"
    survivors = [f"{r.message}\n{r.diff}" for entry in results.values() for r in entry["results"] if r.status == "survived"]
    assert survivors == [], "\n\n".join(survivors)
    assert sum(entry["mutants"] for entry in results.values()) >= 100


def test_changed_since_selects_the_exercises_of_changed_topics_and_names_a_bad_revision() -> None:
    jit = tuple(e.id for e in COURSE.exercises if e.topic == "jit")
    grad = tuple(e.id for e in COURSE.exercises if e.topic == "grad")
    assert mutate.exercises_of_files(COURSE, ["solutions/03_jit/jit.py", "README.md"]) == jit
    assert mutate.exercises_of_files(COURSE, ["autograder/specs/grad.py"]) == grad
    assert mutate.exercises_of_files(COURSE, ["exercises/03_jit/jit.py", "autograder/checks/timing.py"]) == ()
    with pytest.raises(ValueError, match="git diff no-such-revision"):
        mutate.changed_exercises(COURSE, "no-such-revision")
