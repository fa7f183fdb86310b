"""Devices, dispatch and transfers.

``jax.devices()`` lists the devices JAX computes on: one CPU here, GPUs or TPUs on an
accelerator machine. A JAX array lives on a device (``x.devices()`` says which); a NumPy
array or a Python number lives on the host, in ordinary memory. The same code runs on
every backend: you rarely name a device, but you should know where your data is.

Moving data between host and device costs time, and on an accelerator it also makes the
host wait. ``jax.device_put(x, device)`` moves data explicitly (and *commits* the array to
that device, so computations on it run there); ``jnp.asarray(numpy_array)`` does it
implicitly. Inside a hot loop, a hidden transfer each step (``float(loss)``, an ``if`` on an
array, ``jnp.array(...)`` of host data) can cost more than the computation.
``jax.transfer_guard("disallow")`` turns every implicit transfer into an error, so you can
find them.

JAX dispatches work asynchronously: a call returns as soon as the work is queued, while the
device computes. Python can run ahead and queue more. A timer must therefore wait for the
result, with ``jax.block_until_ready``, or it measures only the queueing.
"""

import functools
import statistics
import time
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def placement(tree: Any) -> Any:
    """Where each leaf of a pytree lives: ``"host"`` or ``"<platform>:<id>"`` of its device.

    A NumPy array, NumPy scalar or Python number lives on the host. A JAX array lives on a
    device; ``x.devices()`` gives the set of its devices (one here), each with a
    ``.platform`` (``"cpu"``, ``"gpu"``, ``"tpu"``) and an ``.id``. Ask each array: where
    there are several devices, an array may live on any of them, not only the first of
    ``jax.devices()`` (the grader also tries eight CPU devices).

    Args:
        tree: a pytree whose leaves are NumPy arrays, Python numbers or single-device JAX arrays.

    Returns:
        A pytree of the same structure whose leaves are strings.

    Example:
        >>> placement({"a": np.zeros(2), "b": jnp.zeros(2)})
        {'a': 'host', 'b': 'cpu:0'}
    """
    # TODO: write placement (read the docstring above), then run
    #   pytest autograder -k placement
    raise NotImplementedError("placement is not written yet")


def to_device(tree: Any, device: jax.Device) -> Any:
    """Move every leaf of a pytree to ``device``, explicitly, in one call.

    Use ``jax.device_put``: it accepts a whole pytree, copies each leaf to the device
    you name and *commits* it there (computations on a committed array run on its device).
    ``jnp.asarray`` also copies, but implicitly, to the default device, without committing;
    under ``jax.transfer_guard("disallow")`` only explicit transfers are allowed.

    Args:
        tree: a pytree of NumPy arrays, Python numbers or JAX arrays (which may live on
            another device: move them too).
        device: one of ``jax.devices()``, not necessarily the first (the grader also tries
            eight CPU devices).

    Returns:
        A pytree of the same structure and values whose leaves are JAX arrays committed to ``device``.

    Example:
        >>> moved = to_device({"w": np.ones(2)}, jax.devices()[0])
        >>> moved["w"].devices() == {jax.devices()[0]}
        True
    """
    # TODO: write to_device (read the docstring above), then run
    #   pytest autograder -k to_device
    raise NotImplementedError("to_device is not written yet")


def power_iteration(matrix: jax.Array, n_steps: int) -> tuple[jax.Array, jax.Array]:
    """Estimate the largest eigenvalue of a symmetric matrix, without leaving the device.

    Start from ``v = ones(n) / sqrt(n)``. Each step computes ``w = matrix @ v``, records the
    estimate ``v @ w``, and continues from ``v = w / norm(w)``.

    This is a hot loop: it must make no host<->device transfer. Reading an estimate back
    each step (``float(...)``, ``.item()``, ``print``), an ``if`` on an array, or building
    arrays from Python lists inside the loop each copies data and makes the host wait. Keep
    everything in one jitted program (``n_steps`` static, a ``lax`` loop or ``jnp.stack``)
    and return the estimates as one array.

    Args:
        matrix: a symmetric positive definite float32 array of shape ``(n, n)``.
        n_steps: how many steps (a Python int, static under ``jax.jit``; at least 1).

    Returns:
        ``(estimates, v)``: a float32 array of shape ``(n_steps,)`` with the estimate of
        every step, and the last unit vector ``v`` (shape ``(n,)``).

    Example:
        >>> estimates, v = power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 20)
        >>> round(float(estimates[-1]), 4)
        2.0
    """
    # TODO: write power_iteration (read the docstring above), then run
    #   pytest autograder -k power_iteration
    raise NotImplementedError("power_iteration is not written yet")


def dispatch_times(fn: Callable[..., Any], *args: Any, repeats: int = 5) -> tuple[float, float]:
    """How long ``fn(*args)`` takes to return, and how long until its result exists, in seconds.

    Because of asynchronous dispatch, a call of a jitted function returns once its work is
    queued; the result is ready later. Measure both for each of ``repeats`` calls: start a
    clock, call ``fn``, read the clock (dispatch), then ``jax.block_until_ready`` the output
    and read it again (total). Call ``fn`` once untimed first: that call compiles. ``fn`` may
    return any pytree of arrays: wait for all of it. Read wall-clock time
    (``time.perf_counter``), not CPU time, which stops while the host waits.

    Args:
        fn: the function to time (usually jitted); its output may be any pytree of arrays.
        *args: its arguments.
        repeats: how many timed calls.

    Returns:
        ``(dispatch_seconds, total_seconds)``: the medians (not the means, not the minima)
        over the timed calls, of wall-clock seconds, Python floats.

    Example:
        >>> dispatch, total = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
        >>> 0 < dispatch <= total
        True
    """
    # TODO: write dispatch_times (read the docstring above), then run
    #   pytest autograder -k dispatch_times
    raise NotImplementedError("dispatch_times is not written yet")
