"""Transfers: a hot path keeps its data on the device.

`no_transfers` puts the exercise's array inputs on the default device first (explicitly, with
`jax.device_put`, and waits for them), then calls the student's function inside
`jax.transfer_guard("disallow_explicit")`, which turns every copy into an error, implicit
(`jnp.array(numpy_value)`, a Python number in an un-jitted `jnp` operation, `if x > 0` on an
array, a new `jax.random.key(seed)`) or explicit (`jax.device_put` of a NumPy array on every
call, `jax.device_get`): a hot path makes no copy at all, however it is written.

On a CPU, reading a result back (`float(x)`, `x.item()`, `np.asarray(x)`, printing) copies
nothing, so the guard cannot see it there; on a GPU it can (and the message says which way the
copy went). The check therefore also runs the function under `jax.jit` (static arguments kept
static), inside the guard: there, reading a value back to Python fails on every backend,
because no value exists while tracing.

The inputs are the spec's edge cases and its `long_calls`: a loop that reads a value back only
every 100 steps (progress logging) makes no transfer in the short loops of the edge cases.
"""

from __future__ import annotations

from typing import Any

import jax

from autograder.checks.calling import jitted, refused_by_jit, static_call
from autograder.grading.cases import Call, Case
from autograder.grading.failures import CheckFailure

_HOST_TO_DEVICE = (
    "copies data from the host to the device inside the call: {call} tripped "
    "jax.transfer_guard('disallow_explicit') ({detail}). Typical causes: `jnp.array(...)` or `jax.device_put(...)` of "
    "a NumPy array or list, a Python number in an un-jitted `jnp` operation, an `if` on an array, "
    "`jax.random.key(seed)`. Keep the whole computation in one jitted program (Python numbers and `jnp` constants "
    "inside `jax.jit` are compiled in) and take every array from the arguments."
)
_DEVICE_TO_HOST = (
    "reads data back from the device inside the call: {where}{call} failed with {detail}. `float(x)`, "
    "`x.item()`, `np.asarray(x)`, `print(x)` or an `if` on an array each wait for the device and copy the value "
    "to the host on every step. Keep values as arrays (collect them with `jnp.stack` or a `lax` loop) and read "
    "them once, after the call."
)


def _on_device(call: Call, case: Case) -> tuple[tuple, dict]:
    """Fresh arguments with every array committed to the default device (static ones left alone)."""
    args, kwargs = static_call(case, call).fresh(as_jax=True)
    names = list(case.signature.parameters) if case.signature is not None else []
    static = set(case.exercise.static)

    def place(value: Any) -> Any:
        return jax.device_put(value, jax.devices()[0]) if isinstance(value, jax.Array) else value

    args = tuple(arg if index < len(names) and names[index] in static else jax.tree.map(place, arg)
                 for index, arg in enumerate(args))
    kwargs = {key: value if key in static else jax.tree.map(place, value) for key, value in kwargs.items()}
    jax.block_until_ready((args, kwargs))
    return args, kwargs


def _is_transfer_error(error: BaseException) -> bool:
    return "Disallowed" in str(error) and "transfer" in str(error)


def _first_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return text[0][:160] if text else type(error).__name__


def check_no_transfers(case: Case) -> None:
    """No host<->device transfer inside the call, implicit or explicit, with its inputs already on the device."""
    compiled = jitted(case)
    for call in case.loop_samples("no_transfers"):
        described = case.describe(call)
        runs = ((case.function, "as written"),) + (() if refused_by_jit(case, call) else ((compiled, "jitted"),))
        for function, how in runs:
            args, kwargs = _on_device(call, case)
            try:
                with jax.transfer_guard("disallow_explicit"):
                    jax.block_until_ready(function(*args, **kwargs))
            except NotImplementedError:
                raise CheckFailure("no_transfers", "not implemented yet: replace `raise NotImplementedError` with your code.") from None
            except Exception as error:  # student code may raise anything
                if _is_transfer_error(error):
                    detail = _first_line(error).split(":", 1)[-1].strip()
                    if "device-to-host" in str(error):  # a real copy back: seen on a GPU, never on a CPU
                        detail = f"a copy jax.transfer_guard('disallow_explicit') refuses ({detail})"
                        raise case.fail("no_transfers", _DEVICE_TO_HOST.format(where="", call=described, detail=detail)) from None
                    raise case.fail("no_transfers", _HOST_TO_DEVICE.format(call=described, detail=detail)) from None
                # Under a jit (ours, or the student's own), a value read back to Python is a tracer error.
                if isinstance(error, (jax.errors.ConcretizationTypeError, jax.errors.TracerArrayConversionError)) or (
                    how == "jitted" and isinstance(error, TypeError)
                ):
                    detail = f"{type(error).__name__}: {_first_line(error)}"
                    message = _DEVICE_TO_HOST.format(where="under jax.jit, ", call=described, detail=detail)
                    raise case.fail("no_transfers", message) from None
                raise case.fail("no_transfers", f"{described} raised {type(error).__name__}: {_first_line(error)}") from None
