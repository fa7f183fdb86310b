"""Sharding: where the blocks of a result live, and what the compiled program communicates.

Method. A result's layout is read from the array itself: `out.sharding` is compared with the
demanded `NamedSharding(mesh, spec)` by `Sharding.is_equivalent_to` (so `P("data")` and
`P("data", None)` are the same layout, and so is any sharding that places the same blocks
on the same devices); then `out.addressable_shards` must hold one block per device of the
mesh, of the shape the spec implies, holding the reference's values for that block. A
single-device result and a fully replicated one get messages of their own: both are the
"nothing was split" mistake. Communication is read from the optimized HLO text of the
compiled program (`jax.jit(f).lower(...).compile().as_text()`), where XLA's collectives
appear by name (`all-reduce`, `all-gather`, `reduce-scatter`, `all-to-all`,
`collective-permute`).

Meshes in a spec's calls are `GraderMesh` placeholders, made into real meshes only when a
check runs (`on_meshes`), because a mesh needs its devices to exist: the eight CPU devices
the grader runs these checks on are not there when the spec module is imported.

`gathered_shapes` reads which shapes the program's all-gathers produce: a data-parallel
program compiled for a batch split by rows must never rebuild the whole batch on a device
(an all-gather whose result has the batch's full shape), whatever the result's layout.

Caveats: the HLO names are XLA's, read as text, and could change with XLA; layouts are
compared on the result (and, for the batch, on the all-gathers) only, not on every intermediate value; `on_meshes` resolves the edge
cases, the long calls and the generated inputs of the spec, nothing else.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from typing import Any, Callable

import jax
import numpy as np
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec

from autograder.grading.cases import Call, Case, ExerciseSpec

COLLECTIVES = ("all-reduce", "all-gather", "reduce-scatter", "all-to-all", "collective-permute")
_COLLECTIVE = re.compile(r"\b(" + "|".join(COLLECTIVES) + r")(?:-start)?\(")


@dataclasses.dataclass(frozen=True)
class GraderMesh:
    """A mesh of the first `prod(shape)` devices (or of `devices`, by index, in that order), made when
    a check runs: Auto axes, or Explicit ones. A mesh over some of the devices, in an order unlike
    `jax.devices()`, tells a function that uses its `mesh` from one that builds its own."""

    shape: tuple[int, ...]
    names: tuple[str, ...]
    explicit: bool = False
    devices: tuple[int, ...] = ()

    @property
    def axis_type(self) -> AxisType:
        return AxisType.Explicit if self.explicit else AxisType.Auto

    def make(self) -> Mesh:
        """The real mesh (raises when there are fewer devices than it needs)."""
        axis_types = (self.axis_type,) * len(self.shape)
        if self.devices:
            chosen = np.array([jax.devices()[index] for index in self.devices], dtype=object).reshape(self.shape)
            return Mesh(chosen, self.names, axis_types=axis_types)
        return jax.make_mesh(self.shape, self.names, axis_types=axis_types)

    def __repr__(self) -> str:
        if self.devices:
            devices = ", ".join(f"jax.devices()[{index}]" for index in self.devices)
            return f"Mesh(np.array([{devices}]).reshape({self.shape}), {self.names}, axis_types=({self.axis_type},) * {len(self.shape)})"
        return f"jax.make_mesh({self.shape}, {self.names}, axis_types=({self.axis_type},) * {len(self.shape)})"


@dataclasses.dataclass(frozen=True)
class OnMesh:
    """A placeholder for an array already laid out on a mesh, `jax.device_put(value, NamedSharding(mesh,
    spec))`, made when a check runs (`resolve`). `P()` is an array replicated over the mesh's devices:
    an input "on any device" may arrive there too. A NumPy reference reads the values."""

    value: np.ndarray
    mesh: GraderMesh
    spec: PartitionSpec = PartitionSpec()

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        return np.array(self.value, dtype=dtype, copy=True)

    def make(self) -> jax.Array:
        return jax.device_put(self.value, NamedSharding(self.mesh.make(), self.spec))


def resolve(value: Any) -> Any:
    """`value` with every `GraderMesh` (and `OnMesh` array) inside (tuples, lists, dicts, a `Call`) made real."""
    if isinstance(value, (GraderMesh, OnMesh)):
        return value.make()
    if isinstance(value, Call):
        return dataclasses.replace(value, args=resolve(value.args),
                                   kwargs={key: resolve(item) for key, item in value.kwargs.items()})
    if isinstance(value, (tuple, list)):
        return type(value)(resolve(item) for item in value)
    if isinstance(value, dict):
        return {key: resolve(item) for key, item in value.items()}
    return value


def with_meshes(case: Case) -> Case:
    """`case` with a spec whose edge cases, long calls and generated inputs hold real meshes."""
    spec: ExerciseSpec = case.spec
    inputs = spec.inputs.map(resolve) if spec.inputs is not None else None
    resolved = dataclasses.replace(spec, edge_cases=resolve(spec.edge_cases), long_calls=resolve(spec.long_calls),
                                   inputs=inputs)
    return dataclasses.replace(case, spec=resolved)


def on_meshes(check: Callable[[Case], None]) -> Callable[[Case], None]:
    """A check (a generic one, say) run on the case with its meshes made (see `with_meshes`)."""

    def run(case: Case) -> None:
        __tracebackhide__ = True
        check(with_meshes(case))

    run.__doc__ = check.__doc__
    run.__name__ = getattr(check, "__name__", "check")
    return run


def spec_text(spec: PartitionSpec) -> str:
    """`P('data', None)` as a student writes it: `P("data", None)`."""
    return "P(" + ", ".join("None" if part is None else repr(part).replace("'", '"') for part in spec) + ")"


def layout_text(array: jax.Array) -> str:
    """Where `array` lives, in words: its sharding's spec, one device, or a copy on every device."""
    sharding = array.sharding
    devices = len(sharding.device_set)
    if devices == 1:
        device = next(iter(sharding.device_set))
        return f"the whole array on one device ({device.platform}:{device.id})"
    if sharding.is_fully_replicated:
        return f"a full copy on each of {devices} devices (replicated)"
    if isinstance(sharding, NamedSharding):
        return f"sharded {spec_text(sharding.spec)} over {devices} devices"
    return f"split over {devices} devices by a {type(sharding).__name__}"


def check_layout(case: Case, check: str, call_text: str, out: Any, mesh: Mesh, spec: PartitionSpec,
                 expected: np.ndarray, what: str = "the result", rtol: float = 1e-5, atol: float = 1e-6) -> None:
    """`out` is a JAX array laid out as `NamedSharding(mesh, spec)`, each device holding its block of `expected`.

    Raises:
        CheckFailure: not a JAX array, a different layout, or a block missing or wrong.
    """
    want = NamedSharding(mesh, spec)
    if not isinstance(out, jax.Array):
        raise case.fail(check, f"{what} of {call_text} is a {type(out).__name__}, not a jax.Array: a NumPy array or a "
                        f"Python number lives on the host, not on the devices. Return the JAX array itself.")
    if not out.sharding.is_equivalent_to(want, out.ndim):
        unsplit = len(out.sharding.device_set) == 1 or out.sharding.is_fully_replicated
        if not any(part is not None for part in spec):
            advice = "Not replicated: "
        else:
            advice = "Nothing was split: " if unsplit else "Wrong PartitionSpec: "
        raise case.fail(check, f"{advice}{what} of {call_text} is {layout_text(out)}, and the exercise demands "
                        f"{spec_text(spec)} over the mesh {dict(mesh.shape)}. Each entry of a PartitionSpec names the "
                        "mesh axis that splits that array axis (None: not split; P(): a full copy on every device).")
    shards = {shard.device: shard for shard in out.addressable_shards}
    for device, index in want.devices_indices_map(out.shape).items():
        block = np.asarray(expected)[index]
        shard = shards.get(device)
        if shard is None or shard.data.shape != block.shape:
            got = "nothing" if shard is None else f"a block of shape {shard.data.shape}"
            raise case.fail(check, f"{what} of {call_text}: device {device.id} should hold a block of shape "
                            f"{block.shape}, and holds {got}.")
        if not np.allclose(np.asarray(shard.data, np.float64), block, rtol=rtol, atol=atol):
            raise case.fail(check, f"{what} of {call_text}: the block on device {device.id} (index {index}) does not "
                            "hold the values the whole result has there.")


def collectives_in(compiled_text: str) -> Counter[str]:
    """How many times each collective appears in a compiled program's HLO text.

    Example:
        >>> collectives_in("%x = f32[2] all-reduce(%y), replica_groups={{0,1}}")
        Counter({'all-reduce': 1})
    """
    return Counter(match.group(1) for match in _COLLECTIVE.finditer(compiled_text))


_GATHER_RESULT = re.compile(r"=\s*(.*?)\s+all-gather(?:-start)?\(")
_SHAPE = re.compile(r"\b[a-z]+[0-9]*\[([0-9,]*)\]")


def gathered_shapes(compiled_text: str) -> list[tuple[int, ...]]:
    """The shapes the all-gathers of a compiled program produce (for an asynchronous one, every
    shape its result tuple holds).

    Example:
        >>> gathered_shapes("%g = f32[16,3]{1,0} all-gather(f32[2,3]{1,0} %p), dimensions={0}")
        [(16, 3)]
    """
    shapes = []
    for line in compiled_text.splitlines():
        match = _GATHER_RESULT.search(line)
        if match:
            shapes += [tuple(int(n) for n in dims.split(",") if n) for dims in _SHAPE.findall(match.group(1))]
    return shapes
