"""Functions the grader hands to a student's code, each with its answer worked out in NumPy.

Exercises such as `grad.jacobian(f, x)` or `vmap.pairwise(f, xs, ys)` take a function as an
argument. The grader passes a `GraderFunction`: it calls like the JAX function inside it,
shows its name in messages (not a memory address), is hashable (so it can be a static
argument of `jax.jit`) and carries the NumPy reference the exercise's answer is compared with.

Such objects cross process boundaries by name (`ByName`): batch grading sends the parent's
inputs to a worker as a pickle, and a lambda cannot be pickled. Each one is registered
under (the module that made it, its name) and pickles as that pair; the worker, which
imports the same grading modules, looks the same object up again. A JAX device pickles as
its platform and id (`reduce_device`), found again among the worker's own devices.
"""

from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass
from typing import Any, Callable

_REGISTRY: dict[tuple[str, str], Any] = {}


def registered(module: str, name: str) -> Any:
    """The object named `name` made by grading module `module` (imported if needed).

    Raises:
        LookupError: that module makes no such object.
    """
    if (module, name) not in _REGISTRY:
        importlib.import_module(module)
    try:
        return _REGISTRY[(module, name)]
    except KeyError:
        raise LookupError(f"{module} defines no grader function named {name!r}") from None


class ByName:
    """A frozen dataclass with a `name` that pickles as (its module, its name); see the module docstring."""

    name: str

    def __post_init__(self) -> None:
        # The module whose code constructs this object (two frames up: __init__, then its caller).
        module = sys._getframe(2).f_globals.get("__name__", "?")
        object.__setattr__(self, "_module", module)
        _REGISTRY[(module, self.name)] = self  # a module run again (a reload) replaces its own

    def __reduce__(self) -> tuple[Callable[..., Any], tuple[str, str]]:
        return registered, (self._module, self.name)  # type: ignore[attr-defined]


def device_by_id(platform: str, device_id: int) -> Any:
    """The JAX device of `platform` with id `device_id` in this process."""
    import jax

    return next(d for d in jax.devices(platform) if d.id == device_id)


def reduce_device(device: Any) -> tuple[Callable[..., Any], tuple[str, int]]:
    """How a pickler sends a JAX device: by platform and id."""
    return device_by_id, (device.platform, device.id)


@dataclass(frozen=True)
class GraderFunction(ByName):
    """A function the grader hands to the student, with its reference in NumPy.

    Every one looks like a closure of one `def`: the same `__name__` and `__qualname__`, `"f"`,
    and the same `__code__` (see `__getattr__`).

    Attributes:
        name: shown in messages instead of the function's address; unique within its module.
        jax_function: what the student's code calls.
        reference: the NumPy counterpart (a derivative, or the function itself) for references.
    """

    name: str
    jax_function: Callable[..., Any]
    reference: Callable[..., Any]

    def __getattr__(self, attribute: str) -> Any:
        # Every grader function has the same `__name__` and `__qualname__`, "f", so a cache keyed by a function's
        # name (not the function) mixes them up, as it would two lambdas or two closures from one factory. Not
        # "<lambda>": hypothesis then reads a lambda's source from `__code__`, which these do not have.
        if attribute in ("__name__", "__qualname__"):
            return "f"
        if attribute == "__code__":
            # Two closures of one `def` (RBF kernels of two widths) share their code: a cache keyed by
            # `f.__code__` mixes them up, and mixes up these.
            return GraderFunction.__call__.__code__
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {attribute!r}")

    def __call__(self, *args: Any) -> Any:
        return self.jax_function(*args)

    def __repr__(self) -> str:
        return self.name

    def __deepcopy__(self, memo: dict) -> "GraderFunction":
        return self  # immutable; a copy of a jitted function would no longer compare equal

    def times_nan(self) -> "GraderFunction":
        """This function with every float it gives (and its reference's) times NaN: a function that returns NaN, for
        contracts that say what becomes of NaN (made once per name, in this module's registry)."""
        name = f"{self.name}, times nan"
        if (__name__, name) in _REGISTRY:
            return _REGISTRY[(__name__, name)]
        return _made_here(GraderFunction, name, _times_nan(self.jax_function), _times_nan(self.reference))



def _made_here(kind: type, *fields: Any) -> Any:
    """`kind(*fields)` made in this module (`ByName` registers it under the module that calls the constructor)."""
    return kind(*fields)


def _times_nan(function: Callable[..., Any]) -> Callable[..., Any]:
    """`function` with every float leaf of its result multiplied by NaN (JAX or NumPy, as the leaf is)."""
    def nan_valued(*args: Any) -> Any:
        import jax
        import numpy as np

        def times(leaf: Any) -> Any:
            dtype = getattr(leaf, "dtype", None)
            if dtype is not None and np.issubdtype(np.dtype(dtype), np.inexact) or isinstance(leaf, float):
                return leaf * float("nan")
            return leaf

        return jax.tree.map(times, function(*args))

    return nan_valued
