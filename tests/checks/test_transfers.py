"""Tests for autograder/checks/transfers.py: the `no_transfers` check."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.checks.transfers import check_no_transfers
from autograder.grading.failures import CheckFailure

SAMPLES = (Call((np.arange(4, dtype=np.float32), 3)),)


def toy_case(function: Callable[..., Any]) -> Case:
    """`toy.<name>(x, n_steps)` with `n_steps` static."""
    spec = ExerciseSpec(f"toy.{function.__name__}", edge_cases=SAMPLES)
    return Case.standalone(function, spec, checks=("no_transfers",), static=("n_steps",))


# --- student-like functions ------------------------------------------------------------------


@partial(jax.jit, static_argnames="n_steps")
def halve_jitted(x, n_steps):
    for _ in range(n_steps):
        x = x * 0.5
    return x


@partial(jax.jit, static_argnames="n_steps")
def halve_in_scan(x, n_steps):
    return jax.lax.scan(lambda c, _: (c * 0.5, c.sum()), x, None, length=n_steps)


def halve_eagerly(x, n_steps):
    for _ in range(n_steps):
        x = x * 0.5  # a Python number in an eager operation is copied to the device each time
    return x


def halve_from_numpy_constant(x, n_steps):
    return halve_jitted(x * jnp.asarray(np.float32(1.0)), n_steps)


def halve_logging_floats(x, n_steps):
    log = []
    for _ in range(n_steps):
        x = halve_jitted(x, 1)
        log.append(float(x[0]))
    return x


def halve_logging_items(x, n_steps):
    log = []
    for _ in range(n_steps):
        x = halve_jitted(x, 1)
        log.append(x.sum().item())
    return x


def halve_from_an_explicit_copy(x, n_steps):  # `device_put` of a NumPy constant on every call: explicit, still a copy
    return halve_jitted(x * jax.device_put(np.ones(4, np.float32)), n_steps)


def halve_then_crash(x, n_steps):
    raise ValueError("no halving today")


def halve_not_written(x, n_steps):
    raise NotImplementedError


# --- no_transfers ------------------------------------------------------------------------------


@pytest.mark.parametrize("function", [halve_jitted, halve_in_scan], ids=["jitted-loop", "scan"])
def test_no_transfers_passes(function: Callable) -> None:
    check_no_transfers(toy_case(function))
    assert jax.config.jax_transfer_guard is None


@pytest.mark.parametrize(
    "function, phrases",
    [
        (halve_eagerly, ["[no_transfers] copies data from the host to the device inside the call: halve_eagerly(x=array([0., 1., "
                         "2., 3.], dtype=float32), n_steps=3) tripped jax.transfer_guard('disallow_explicit')",
                         "Keep the whole computation in one jitted program"]),
        (halve_from_numpy_constant, ["copies data from the host to the device"]),
        (halve_from_an_explicit_copy, ["copies data from the host to the device", "`jax.device_put(...)`"]),
        (halve_logging_floats, ["copies data from the host to the device"]),  # the index 0 is a Python number
        (halve_logging_items, ["[no_transfers] reads data back from the device inside the call: under jax.jit",
                               "`x.item()`"]),
        (halve_then_crash, ["[no_transfers] halve_then_crash(x=", "raised ValueError: no halving today"]),
        (halve_not_written, ["[no_transfers] not implemented yet"]),
    ],
    ids=["eager-python-scalars", "numpy-constant", "explicit-copy", "float-of-element", "item", "raises", "not-implemented"],
)
def test_no_transfers_fails(function: Callable, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_no_transfers(toy_case(function))
    assert excinfo.value.check == "no_transfers"
    for phrase in phrases:
        assert phrase in str(excinfo.value)
    assert jax.config.jax_transfer_guard is None


def halve_reading_back_on_a_gpu(x, n_steps):
    """What `float(x)` in an eager loop raises on a GPU under the guard (on a CPU it copies nothing)."""
    raise RuntimeError("Disallowed device-to-host transfer: aval=f32[4], dst_sharding=None")


def test_a_copy_back_to_the_host_is_named_as_such() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_no_transfers(toy_case(halve_reading_back_on_a_gpu))
    message = str(excinfo.value)
    assert "[no_transfers] reads data back from the device inside the call: halve_reading_back_on_a_gpu(x=" in message
    assert "a copy jax.transfer_guard('disallow_explicit') refuses (aval=f32[4], dst_sharding=None)" in message
    assert "from the host to the device" not in message


# --- long loops (`ExerciseSpec.long_calls`) ------------------------------------------------------------


@partial(jax.jit, static_argnames="n_steps")
def halve_reading_back_every_100(x, n_steps):
    for step in range(n_steps):
        x = x * 0.5
        if (step + 1) % 100 == 0:
            print(float(x[0]))  # a host read, but only from step 100 on
    return x


def long_case(function: Callable[..., Any], long_calls: tuple[Call, ...]) -> Case:
    spec = ExerciseSpec(f"toy.{function.__name__}", edge_cases=SAMPLES, long_calls=long_calls)
    return Case.standalone(function, spec, checks=("no_transfers",), static=("n_steps",))


LONG = (Call((np.arange(4, dtype=np.float32), 257)),)


def test_no_transfers_passes_a_long_loop_that_stays_on_the_device() -> None:
    check_no_transfers(long_case(halve_in_scan, LONG))


def test_no_transfers_misses_a_read_every_100_steps_without_long_calls() -> None:
    check_no_transfers(long_case(halve_reading_back_every_100, ()))  # why specs with loops give `long_calls`


def test_no_transfers_runs_the_long_calls() -> None:
    with pytest.raises(CheckFailure) as failure:
        check_no_transfers(long_case(halve_reading_back_every_100, LONG))
    assert "reads data back from the device" in failure.value.message
    assert "n_steps=257" in failure.value.message
