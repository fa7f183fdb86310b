"""autograder/checks/sharding.py: layouts read from results, collectives read from compiled programs.

A layout needs several devices, and this process has one: the layout cases run in a child
Python with eight CPU devices (as the grader's own checks do), which prints one line per case.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from autograder.checks.sharding import GraderMesh, collectives_in, gathered_shapes, resolve, spec_text
from autograder.grading.cases import Call

LAYOUT_CASES = r'''
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from autograder.checks.sharding import GraderMesh, check_layout
from autograder.grading.cases import Case, ExerciseSpec
from autograder.grading.failures import CheckFailure

case = Case.standalone(lambda x, mesh: x, ExerciseSpec("sharding.toy"))
mesh = GraderMesh((8,), ("data",)).make()
x = np.arange(32, dtype=np.float32).reshape(16, 2)
rows = jax.device_put(x, NamedSharding(mesh, P("data")))
outs = {
    "rows": rows,
    "numpy": x,
    "replicated": jax.device_put(x, NamedSharding(mesh, P())),
    "one_device": jax.device_put(x, jax.devices()[3]),
    "columns": jax.device_put(np.arange(64, dtype=np.float32).reshape(8, 8), NamedSharding(mesh, P(None, "data"))),
    "wrong_values": jax.device_put(x + 1, NamedSharding(mesh, P("data"))),
}
expected = {"columns": np.arange(64, dtype=np.float32).reshape(8, 8)}
for name, out in outs.items():
    try:
        check_layout(case, "layout", "toy(x)", out, mesh, P("data", None), expected.get(name, x))
        print(name, "passed")
    except CheckFailure as failure:
        print(name, str(failure).replace("\n", " "))

from autograder.grading.cases import Call, Committed
other = GraderMesh((4,), ("data",), devices=(6, 4, 2, 0)).make()
print("other_mesh", ",".join(str(device.id) for device in other.devices.flat))
(placed,), _ = Call((Committed(x, 3),)).fresh()
(numpy_copy,), _ = Call((Committed(x, 3),)).numpy_args()
print("committed", placed.committed, [device.id for device in placed.devices()], type(numpy_copy).__name__)
from autograder.checks.sharding import OnMesh, resolve
on_mesh = OnMesh(x, GraderMesh((8,), ("data",)))
(spread,), _ = resolve(Call((on_mesh,), exact=True)).fresh()
print("on_mesh", sorted(device.id for device in spread.devices()), spread.sharding.is_fully_replicated,
      np.array_equal(np.asarray(spread), x), np.asarray(on_mesh).shape, resolve(Call((1,), exact=True)).exact)
'''


@pytest.fixture(scope="module")
def layouts() -> dict[str, str]:
    env = dict(os.environ, JAX_PLATFORMS="cpu", XLA_FLAGS="--xla_force_host_platform_device_count=8")
    done = subprocess.run([sys.executable, "-c", LAYOUT_CASES], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return dict(line.split(" ", 1) for line in done.stdout.splitlines())


def test_the_demanded_layout_passes(layouts: dict[str, str]) -> None:
    assert layouts["rows"] == "passed"


@pytest.mark.parametrize(
    ("name", "phrases"),
    [
        ("numpy", ["[layout] the result of toy(x) is a ndarray, not a jax.Array", "lives on the host"]),
        ("replicated", ["Nothing was split: the result of toy(x) is a full copy on each of 8 devices (replicated)",
                        'the exercise demands P("data", None)']),
        ("one_device", ["Nothing was split: the result of toy(x) is the whole array on one device (cpu:3)"]),
        ("columns", ['Wrong PartitionSpec: the result of toy(x) is sharded P(None, "data") over 8 devices']),
        ("wrong_values", ["the block on device 0 (index", "does not hold the values the whole result has there"]),
    ],
)
def test_each_wrong_layout_gets_its_message(layouts: dict[str, str], name: str, phrases: list[str]) -> None:
    for phrase in phrases:
        assert phrase in layouts[name], layouts[name]


def test_collectives_are_counted_by_name_and_start_ops_count_too() -> None:
    text = ("%a = f32[4] all-reduce(%x), to_apply=%sum\n%b = f32[8] all-gather-start(%y)\n"
            "%c = f32[8] all-gather-done(%b)\n%d = f32[4] add(%a, %a)\n")
    assert collectives_in(text) == {"all-reduce": 1, "all-gather": 1}
    assert collectives_in("%d = f32[4] add(%a, %a)") == {}


def test_gathered_shapes_reads_what_each_all_gather_produces() -> None:
    text = (
        "%a = f32[16,3]{1,0} all-gather(f32[2,3]{1,0} %x), channel_id=1, dimensions={0}\n"
        "%s = (bf16[2]{0}, bf16[16]{0}) all-gather-start(bf16[2]{0} %y), dimensions={0}\n"
        "%r = f32[3]{0} all-reduce(f32[3]{0} %g), to_apply=%add\n"
        "%d = f32[16,3]{1,0} add(%a, %a)"
    )
    assert gathered_shapes(text) == [(16, 3), (2,), (16,)]
    assert gathered_shapes("%r = f32[3]{0} all-reduce(f32[3]{0} %g)") == []


def test_grader_meshes_are_made_only_when_resolved() -> None:
    mesh = GraderMesh((8,), ("data",))
    call = Call((1, [mesh]), {"m": mesh})
    assert resolve(Call((1, 2))) == Call((1, 2))
    assert "jax.make_mesh((8,), ('data',)" in repr(mesh)
    with pytest.raises(Exception):  # this process has one device: a mesh of eight cannot be made here
        resolve(call)


def test_a_grader_mesh_may_take_some_devices_in_an_order_of_its_own(layouts: dict[str, str]) -> None:
    assert layouts["other_mesh"] == "6,4,2,0"
    mesh = GraderMesh((4,), ("data",), devices=(6, 4, 2, 0))
    assert repr(mesh).startswith("Mesh(np.array([jax.devices()[6], jax.devices()[4], jax.devices()[2], jax.devices()[0]]).reshape((4,)), ('data',)")


def test_a_committed_placeholder_is_a_fresh_array_on_its_device_and_numpy_for_a_reference(layouts: dict[str, str]) -> None:
    import numpy as np

    from autograder.grading.cases import Committed

    assert layouts["committed"] == "True [3] ndarray"
    placeholder = Committed(np.arange(4, dtype=np.float32), 3)
    assert np.asarray(placeholder).tolist() == [0.0, 1.0, 2.0, 3.0] and placeholder.shape == (4,)
    assert repr(placeholder) == "jax.device_put(array([0., 1., 2., 3.], dtype=float32), jax.devices()[3])"


def test_spec_text_is_written_as_a_student_writes_it() -> None:
    from jax.sharding import PartitionSpec as P

    assert spec_text(P("data", None)) == 'P("data", None)'
    assert spec_text(P()) == "P()"


def test_an_on_mesh_placeholder_is_an_array_laid_out_on_the_mesh_when_resolved(layouts: dict[str, str]) -> None:
    # replicated over all eight devices (the default spec, P()), the values kept, NumPy for a reference; and
    # resolving a call keeps what else it says (an exact comparison)
    assert layouts["on_mesh"] == "[0, 1, 2, 3, 4, 5, 6, 7] True True (16, 2) True"
