"""Grades topic 15_sharding: meshes, `NamedSharding` / `PartitionSpec`, `shard_map` with `pmean`, a 2-D mesh.

Every check runs on eight CPU devices (`cpu_devices=8`), whatever machine grades; the meshes
are the grader's (`GraderMesh` placeholders, made when a check runs: checks/sharding.py), with
Auto axes, as the docstrings say. Values are compared with NumPy references in float64.
Layouts are read from the results themselves (`.sharding` against the demanded spec, one
block per device of the right shape and values: `layout`). Communication is read from the
compiled program's HLO: `data_parallel_grad` must all-reduce (and be a `shard_map`),
`matmul_2d` must not communicate at all. `whole_batch` names the two ways a data-parallel
loss goes wrong: one device's share (no `pmean`) or eight shares added (`psum` of means).
`fit` is called with its state already on the devices, inside `jax.transfer_guard`
(`disallow_explicit` both ways): a host round trip between steps is a transfer. Neither
`data_parallel_grad` nor `fit` may gather the whole batch onto a device (an all-gather to the
full shape of x or y in the compiled program): the batch stays split by rows.
`data_parallel_grad` ("one compilation per input shape") is called three times with new values of one new
shape (`compiles_once`): a `jax.jit` of a shard_map built inside the function compiles on every call.
Generated inputs and edge cases share one shape per exercise (`fit`: also one `n_steps` besides 0), so each
compiles once.
"""

from __future__ import annotations

from typing import Any, Iterator

import jax
import numpy as np
from hypothesis import strategies as st
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P

from autograder.checks import compilation, correctness, dtypes, purity, structure, traceability
from autograder.checks.calling import jitted, static_call, values_of
from autograder.checks.compilation import Recompilation
from autograder.checks.comparison import assert_matches
from autograder.checks.sharding import (GraderMesh, OnMesh, check_layout, collectives_in, gathered_shapes, on_meshes, resolve,
                                         spec_text)
from autograder.checks.structure import primitives_in
from autograder.grading.cases import Call, Case, Committed, DtypeContract, ExerciseSpec, register
from autograder.grading.failures import describe_error
from autograder.grading.strategies import float_arrays

ROWS_MESH = GraderMesh((8,), ("data",))
GRID_MESH = GraderMesh((4, 2), ("data", "model"), explicit=True)  # JAX's default axis type
# Half the devices, in an order unlike jax.devices(): a mesh of the student's own (all eight, in order), blocks
# handed to jax.devices()[i], or a division by jax.device_count() all go wrong on it.
OTHER_ROWS_MESH = GraderMesh((4,), ("data",), devices=(6, 4, 2, 0))
GENERIC = {
    "values": correctness.check_values,
    "edge_cases": correctness.check_edge_cases,
    "no_mutation": purity.check_no_mutation,
    "hidden_globals": purity.check_hidden_globals,
    "jit": traceability.check_jit,
    "no_callbacks": structure.check_no_callbacks,
    "dtypes": dtypes.check_dtypes,
}


def _generic(*names: str) -> dict:
    """The generic checks `names`, run with the spec's meshes made (`on_meshes`)."""
    return {name: on_meshes(GENERIC[name]) for name in names}


def _f32(value: Any) -> np.ndarray:
    return np.asarray(value, np.float64).astype(np.float32)


def _f64(value: Any) -> np.ndarray:
    return np.asarray(value, np.float64)


def _keeps_the_batch_split(case: Case, check: str, call_text: str, compiled_text: str, x: Any, y: Any, advice: str) -> None:
    """The compiled program never rebuilds the whole of `x` or `y` on a device (an all-gather to their full shape)."""
    whole = {tuple(np.shape(x)): "x", tuple(np.shape(y)): "y"}
    gathered = [shape for shape in gathered_shapes(compiled_text) if shape in whole]
    if gathered:
        raise case.fail(check, (
            f"the batch does not stay split: the compiled program of {call_text} gathers all of `{whole[gathered[0]]}` "
            f"(shape {gathered[0]}) onto every device with an all-gather, so each device works on the whole batch "
            f"instead of its own block of rows. {advice}"))


def _outputs(case: Case, check: str) -> Iterator[tuple[Call, Any]]:
    """The function's results on the edge cases (meshes made), run as written, one at a time."""
    for call in resolve(case.spec.edge_cases):
        yield call, jax.block_until_ready(case.call(call, check))


def _compiled_text(case: Case, call: Call, check: str) -> str:
    """The optimized HLO of the student's function, jitted with its static arguments, for `call`."""
    call = static_call(case, resolve(call))
    compiled = jitted(case)
    return case.call(call, check, function=lambda *a, **k: compiled.lower(*a, **k).compile().as_text())


# --- shard_rows --------------------------------------------------------------------------


def reference_shard_rows(x: np.ndarray, mesh: Any) -> np.ndarray:
    return np.asarray(x)  # "the values and dtype of x"


def check_rows_layout(case: Case) -> None:
    """Each of the 8 devices holds one block of consecutive rows, with every column."""
    for call, out in _outputs(case, "layout"):
        check_layout(case, "layout", case.describe(call), out, call.args[1], P("data", None), call.args[0])


register(
    ExerciseSpec(
        "sharding.shard_rows",
        reference=reference_shard_rows,
        inputs=st.builds(lambda x: Call((x, ROWS_MESH)), float_arrays((16, 3), -10, 10)),
        edge_cases=(
            Call((np.linspace(-1, 1, 8 * 8, dtype=np.float32).reshape(8, 8), ROWS_MESH)),  # 8 columns: P(None, "data") fits too
            Call((np.arange(48, dtype=np.float32).reshape(16, 3), ROWS_MESH)),
            Call((np.ones((32, 1), np.float32), ROWS_MESH)),
            Call((np.arange(48, dtype=np.float32).reshape(16, 3), OTHER_ROWS_MESH)),
            Call((Committed(np.arange(48, dtype=np.float32).reshape(16, 3), 3), ROWS_MESH)),  # "on any device": committed
            # "on any device": on all of them too, replicated over the mesh (already on the mesh, not yet split)
            Call((OnMesh(np.arange(48, dtype=np.float32).reshape(16, 3), ROWS_MESH), ROWS_MESH)),
        ),
        examples=5,
        # "float32, float16 or bfloat16", "the values and dtype of x": laid out, not converted
        dtypes=(DtypeContract(("x",), ("float16", "bfloat16")),),
        checks={"layout": check_rows_layout,
                **_generic("values", "edge_cases", "dtypes", "no_mutation", "hidden_globals")},
        cpu_devices=8,
    )
)


# --- row_softmax -------------------------------------------------------------------------


def reference_row_softmax(x: np.ndarray, mesh: Any) -> np.ndarray:
    x64 = _f64(x)
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    return _f32(e / e.sum(axis=1, keepdims=True))


def check_softmax_layout(case: Case) -> None:
    """The result is split by rows over "data", however the input arrived."""
    for call, out in _outputs(case, "layout"):
        check_layout(case, "layout", case.describe(call), out, call.args[1], P("data", None),
                     reference_row_softmax(call.args[0], None))


register(
    ExerciseSpec(
        "sharding.row_softmax",
        reference=reference_row_softmax,
        inputs=st.builds(lambda x: Call((x, ROWS_MESH)), float_arrays((16, 4), -20, 20)),
        edge_cases=(
            Call((np.array([[1000.0, 0.0, -1000.0, 5.0]] * 16, np.float32), ROWS_MESH)),
            Call((np.arange(64, dtype=np.float32).reshape(16, 4) / 8, ROWS_MESH)),
            Call((np.zeros((16, 4), np.float32), ROWS_MESH)),
            # Rows far apart (a shift by the whole array's maximum leaves 0 / 0 below), logits past any clip.
            Call((np.array([[0.0, 1.0, 2.0, 3.0]] * 8 + [[-500.0, -499.0, 100.0, 90.0]] * 8, np.float32), ROWS_MESH)),
            Call((np.arange(64, dtype=np.float32).reshape(16, 4) / 8, OTHER_ROWS_MESH)),
        ),
        examples=5,
        rtol=1e-5,
        atol=1e-6,
        dtypes=(DtypeContract(("x",), ("bfloat16", "float16"), result="float32", call=1, rtol=1e-2, atol=1e-3),),
        checks={"layout": check_softmax_layout,
                **_generic("values", "edge_cases", "no_mutation", "hidden_globals", "jit", "no_callbacks", "dtypes")},
        cpu_devices=8,
    )
)


# --- data_parallel_grad ------------------------------------------------------------------


def reference_data_parallel_grad(w: np.ndarray, x: np.ndarray, y: np.ndarray, mesh: Any) -> tuple:
    w64, x64, y64 = _f64(w), _f64(x), _f64(y)
    residual = x64 @ w64 - y64
    return _f32(np.mean(residual**2)), _f32(2 * x64.T @ residual / len(y64))


def _close(got: Any, expected: tuple, rtol: float = 1e-4, atol: float = 1e-4) -> bool:
    """Each leaf of `got` has the shape of its `expected` leaf and is close to it."""
    try:
        pairs = [(np.asarray(g, np.float64), np.asarray(e, np.float64)) for g, e in zip(got, expected)]
    except (TypeError, ValueError):
        return False
    return all(g.shape == e.shape and np.allclose(g, e, rtol=rtol, atol=atol) for g, e in pairs)


def check_whole_batch(case: Case) -> None:
    """The loss and gradient are the whole batch's: not the first device's share, not eight shares added."""
    for call in resolve(case.spec.edge_cases):
        w, x, y, mesh = call.numpy_args()[0]
        got = values_of(case, call, "whole_batch")
        expected = reference_data_parallel_grad(w, x, y, mesh)
        if not isinstance(got, (tuple, list)) or len(got) != 2:
            raise case.fail("whole_batch", f"{case.describe(call)} returned {type(got).__name__}, not a pair (loss, grad).")
        if _close(got, expected):
            continue
        share = len(y) // mesh.shape["data"]
        if _close(got[:1], reference_data_parallel_grad(w, x[:share], y[:share], mesh)[:1]):
            raise case.fail("whole_batch", (
                f"one device's share, not the whole batch: for {case.describe(call)} the loss is {float(got[0]):.5g}, "
                f"the loss of the first {share} rows only (the first device's block); the whole batch's is "
                f"{float(expected[0]):.5g}. Each device computed its own mean and the others' were never combined: "
                "average them across the mesh axis \"data\" inside the shard_map (`jax.lax.pmean`), which the "
                "compiled program does with an all-reduce."))
        if _close(got, tuple(mesh.shape["data"] * e for e in expected)):
            raise case.fail("whole_batch", (
                f"{mesh.shape['data']} times too large: for {case.describe(call)} the loss is {float(got[0]):.5g}, the "
                f"sum of the {mesh.shape['data']} devices' means; the whole batch's mean is {float(expected[0]):.5g}. "
                "`psum` adds the devices' values; a mean of equal blocks is the mean of their means (`pmean`)."))
        assert_matches(got, expected, check="whole_batch", call_text=case.describe(call), rtol=1e-4, atol=1e-4)


def check_replicated_outputs(case: Case) -> None:
    """Both outputs are replicated over the mesh: every device holds the loss and the whole gradient."""
    for call, out in _outputs(case, "layout"):
        w, x, y, mesh = call.args
        for name, got, expected in zip(("the loss", "the gradient"), out, reference_data_parallel_grad(w, x, y, mesh)):
            check_layout(case, "layout", case.describe(call), got, mesh, P(), expected, what=name, rtol=1e-4, atol=1e-4)


def check_all_reduce(case: Case) -> None:
    """The jaxpr holds a `shard_map`, and the compiled program an all-reduce (the devices combine their
    results) and no all-gather that rebuilds the whole of x or y (each device works on its own block)."""
    call = resolve(case.spec.edge_cases[0])
    traced = case.call(static_call(case, call), "all_reduce", function=lambda *a, **k: jitted(case).trace(*a, **k))
    if not primitives_in(traced.jaxpr)["shard_map"]:
        raise case.fail("all_reduce", (
            f"no shard_map: the jaxpr of {case.describe(call)} has no `shard_map`. The exercise asks for the per-device "
            "program written out: `jax.shard_map(local_loss, mesh=mesh, in_specs=..., out_specs=...)`."))
    compiled_text = _compiled_text(case, call, "all_reduce")
    w, x, y, mesh = call.args
    _keeps_the_batch_split(case, "all_reduce", case.describe(call), compiled_text, x, y, (
        "Inside the shard_map each device keeps the rows it was given (no `all_gather` of x or y): it computes its "
        "own block's loss, and only those per-device results are combined (`jax.lax.pmean`)."))
    found = collectives_in(compiled_text)
    if not found["all-reduce"]:
        raise case.fail("all_reduce", (
            f"no all-reduce in the compiled program of {case.describe(call)} (collectives found: "
            f"{dict(found) or 'none'}): the devices never combine their partial results, so each one reports "
            "its own block's answer. Combine them across \"data\" with `jax.lax.pmean` (or `psum`)."))


def _dp_same_shapes(n: int) -> tuple[Call, ...]:
    """Three calls with new values and the same shapes, x of 8 * n rows (a length no other check compiles)."""
    rng = np.random.default_rng(n)
    return resolve(tuple(Call((_f32(rng.uniform(-1, 1, 3)), _f32(rng.uniform(-1, 1, (8 * n, 3))),
                               _f32(rng.uniform(-1, 1, 8 * n)), ROWS_MESH)) for _ in range(3)))


# "Compiled with jax.jit (mesh static): one compilation per input shape"
DP_SAME_SHAPES = Recompilation(
    _dp_same_shapes, compiles=1, what="three calls with new values of the same shapes on the same mesh",
    advice="Keep `@functools.partial(jax.jit, static_argnames=\"mesh\")` above the function and build the shard_map "
           "inside it: a `jax.jit` made inside the function is new on every call, and compiles every time.")


DP_CASES = (
    Call((np.array([1.0, 2.0, 0.5], np.float32), np.ones((16, 3), np.float32), np.zeros(16, np.float32), ROWS_MESH)),
    Call((np.array([0.5, -1.0, 2.0], np.float32), np.linspace(-1, 1, 48, dtype=np.float32).reshape(16, 3),
          np.arange(16, dtype=np.float32) / 4, ROWS_MESH)),
    Call((np.zeros(3, np.float32), np.cos(np.arange(48, dtype=np.float32)).reshape(16, 3),
          np.sin(np.arange(16, dtype=np.float32)), ROWS_MESH)),
    Call((np.array([0.5, -1.0, 2.0], np.float32), np.linspace(-1, 1, 48, dtype=np.float32).reshape(16, 3),
          np.arange(16, dtype=np.float32) / 4, OTHER_ROWS_MESH)),
)

register(
    ExerciseSpec(
        "sharding.data_parallel_grad",
        reference=reference_data_parallel_grad,
        inputs=st.builds(lambda w, x, y: Call((w, x, y, ROWS_MESH)), float_arrays((3,), -2, 2),
                         float_arrays((16, 3), -2, 2), float_arrays((16,), -2, 2)),
        edge_cases=DP_CASES,
        examples=5,
        rtol=1e-4,
        atol=1e-4,
        checks={"whole_batch": check_whole_batch, "layout": check_replicated_outputs, "all_reduce": check_all_reduce,
                "compiles_once": compilation.check_compiles_once,
                **_generic("values", "edge_cases", "no_mutation", "hidden_globals", "jit", "no_callbacks")},
        recompilations=(DP_SAME_SHAPES,),
        cpu_devices=8,
    )
)


# --- matmul_2d ---------------------------------------------------------------------------


def reference_matmul_2d(x: np.ndarray, w: np.ndarray, mesh: Any) -> np.ndarray:
    return _f32(_f64(x) @ _f64(w))


def check_grid_layout(case: Case) -> None:
    """The product is sharded P("data", "model"): each of the 4 x 2 devices holds one (n/4, m/2) block."""
    for call, out in _outputs(case, "layout"):
        x, w, mesh = call.args
        check_layout(case, "layout", case.describe(call), out, mesh, P("data", "model"), reference_matmul_2d(x, w, mesh),
                     rtol=1e-4, atol=1e-4)


def check_no_collectives(case: Case) -> None:
    """Compiled for x and w already laid out as the docstring says, the program communicates nothing.

    (Compiled for replicated inputs, a program could slice its blocks from full copies; given the
    blocks, any gather, all-reduce or exchange is communication the layout did not need.)
    """
    call = resolve(case.spec.edge_cases[0])
    x, w, mesh = call.args
    laid_out = Call((jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=NamedSharding(mesh, P("data", None))),
                     jax.ShapeDtypeStruct(w.shape, w.dtype, sharding=NamedSharding(mesh, P(None, "model"))), mesh))
    found = collectives_in(_compiled_text(case, laid_out, "no_collectives"))
    if found:
        listed = ", ".join(f"{count} {name}" for name, count in sorted(found.items()))
        raise case.fail("no_collectives", (
            f"the devices communicate: compiled for x {spec_text(P('data', None))} and w "
            f"{spec_text(P(None, 'model'))} (shapes {x.shape} and {w.shape}), {case.name} contains {listed}. Each "
            "device already holds the row block of x and the column block of w that its output block needs, so "
            "nothing has to move: a collective means a layout on the way asks for more than that (a full copy "
            "of x or w, say). Keep x split by rows and w by columns all the way to the product."))


register(
    ExerciseSpec(
        "sharding.matmul_2d",
        reference=reference_matmul_2d,
        inputs=st.builds(lambda x, w: Call((x, w, GRID_MESH)), float_arrays((8, 6), -3, 3), float_arrays((6, 4), -3, 3)),
        edge_cases=(
            Call((np.arange(48, dtype=np.float32).reshape(8, 6) / 10, np.eye(6, 4, dtype=np.float32), GRID_MESH)),
            Call((np.ones((8, 6), np.float32), np.linspace(-1, 1, 24, dtype=np.float32).reshape(6, 4), GRID_MESH)),
            Call((np.cos(np.arange(48, dtype=np.float32)).reshape(8, 6), np.ones((6, 4), np.float32), GRID_MESH)),
        ),
        examples=5,
        rtol=1e-4,
        atol=1e-4,
        dtypes=(DtypeContract(("x", "w"), ("bfloat16",), result="float32", call=1, rtol=2e-2, atol=2e-2),),
        checks={"layout": check_grid_layout, "no_collectives": check_no_collectives,
                **_generic("values", "edge_cases", "no_mutation", "hidden_globals", "jit", "dtypes")},
        cpu_devices=8,
    )
)


# --- fit ---------------------------------------------------------------------------------


def reference_fit(w: np.ndarray, x: np.ndarray, y: np.ndarray, mesh: Any, n_steps: int, lr: Any) -> np.ndarray:
    w64, x64, y64 = _f64(w), _f64(x), _f64(y)
    for _ in range(n_steps):
        w64 = w64 - float(lr) * 2 * x64.T @ (x64 @ w64 - y64) / len(y64)
    return _f32(w64)


def check_fit_replicated(case: Case) -> None:
    """The weights come back replicated over the mesh."""
    for call, out in _outputs(case, "layout"):
        check_layout(case, "layout", case.describe(call), out, call.args[3], P(), reference_fit(*call.numpy_args()[0]),
                     what="the weights", rtol=1e-4, atol=1e-4)


def _placed(call: Call) -> tuple:
    """The call's arguments as a training loop holds them: w and lr replicated, x and y split by rows."""
    w, x, y, mesh, n_steps, lr = call.args
    replicated, rows = NamedSharding(mesh, P()), NamedSharding(mesh, P("data"))
    placed = (jax.device_put(w, replicated), jax.device_put(x, rows), jax.device_put(y, rows), mesh, n_steps,
              jax.device_put(np.float32(lr), replicated))
    return jax.block_until_ready(placed)


def check_stays_on_devices(case: Case) -> None:
    """Called with its state on the devices, the whole run makes no host<->device transfer; and
    compiled for that state, the program never gathers the whole batch onto a device (the batch
    stays split by rows for the whole run)."""
    for call in resolve(case.spec.edge_cases):
        args = _placed(call)
        text = f"{case.describe(call)} (w, lr replicated and x, y split by rows, already on the devices)"
        try:
            with jax.transfer_guard_host_to_device("disallow_explicit"), \
                    jax.transfer_guard_device_to_host("disallow_explicit"):
                jax.block_until_ready(case.function(*args))
        except Exception as error:  # student code may raise anything
            if "Disallowed" not in str(error) or "transfer" not in str(error):
                raise describe_error(error, text, case.student_files, "stays_on_devices") from None
            raise case.fail("stays_on_devices", (
                f"a host round trip: {text} moved data between the host and the devices "
                f"({str(error).strip().splitlines()[0][:160]}). Between steps, keep w a JAX array on the devices: "
                "no `np.asarray`, `float(...)`, `.item()` or `jax.device_get` followed by a new upload, and no "
                "Python number or NumPy array handed to a jitted step at each step (close over it, or loop inside "
                "one jitted program with `jax.lax.fori_loop`).")) from None
        if call.args[4] > 0:
            placed = Call(args)
            text = f"{case.describe(call)} (x and y split by rows, w and lr replicated)"
            _keeps_the_batch_split(case, "stays_on_devices", text, _compiled_text(case, placed, "stays_on_devices"),
                                   call.args[1], call.args[2], (
                "Let the devices keep their rows: no `P()` or replicated constraint on x or y, and no gather of "
                "them; each step needs only the gradient summed across devices, which XLA does with an all-reduce."))


FIT_CASES = (
    Call((np.zeros(3, np.float32), np.ones((16, 3), np.float32), np.full(16, 3.0, np.float32), ROWS_MESH, 4, 0.05)),
    Call((np.array([0.5, -1.0, 2.0], np.float32), np.linspace(-1, 1, 48, dtype=np.float32).reshape(16, 3),
          np.arange(16, dtype=np.float32) / 8, ROWS_MESH, 4, 0.1)),
    Call((np.ones(3, np.float32), np.cos(np.arange(48, dtype=np.float32)).reshape(16, 3),
          np.sin(np.arange(16, dtype=np.float32)), ROWS_MESH, 0, 0.1)),  # no step: w itself, replicated
)

register(
    ExerciseSpec(
        "sharding.fit",
        scalar_arrays=("lr",),
        reference=reference_fit,
        inputs=st.builds(lambda w, x, y, lr: Call((w, x, y, ROWS_MESH, 4, lr)), float_arrays((3,), -2, 2),
                         float_arrays((16, 3), -1, 1), float_arrays((16,), -2, 2), st.sampled_from([0.05, 0.1, 0.2])),
        edge_cases=FIT_CASES,
        examples=5,
        rtol=1e-4,
        atol=1e-4,
        # "w: float weights", "x: float inputs", "y: float targets" -> "the float32 (d,) weights"
        dtypes=(DtypeContract(("w", "x", "y"), ("bfloat16", "float16"), result="float32", call=1),),
        checks={"layout": check_fit_replicated, "stays_on_devices": check_stays_on_devices,
                **_generic("values", "edge_cases", "jit", "no_callbacks", "dtypes")},
        cpu_devices=8,
    )
)
