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
            Any values, inf and nan included: they are moved, not changed.

    Returns:
        A pytree of the same structure whose leaves are strings.

    Example:
        >>> placement({"a": np.zeros(2), "b": jnp.zeros(2)})
        {'a': 'host', 'b': 'cpu:0'}
    """
    ### BEGIN SOLUTION
    def where(leaf: Any) -> str:
        if isinstance(leaf, jax.Array):
            (device,) = leaf.devices()
            return f"{device.platform}:{device.id}"
        return "host"

    return jax.tree.map(where, tree)
    ### END SOLUTION


def to_device(tree: Any, device: jax.Device) -> Any:
    """Put the arrays of a pytree on ``device``, committed there; leave every other leaf as it is.

    A state tree often mixes data with settings: ``{"params": {...}, "step": 7, "name": "mlp"}``.
    The arrays are the data: NumPy arrays, NumPy scalars (``np.float32(0.5)``) and JAX arrays,
    wherever they live now. Each comes back as a JAX array with the same values, shape and
    dtype, *committed* to ``device`` (computations on it then run there). Every other leaf is a
    setting (a Python ``int``, ``float``, ``bool`` or ``str``, a function, any other object):
    it comes back unchanged, the very same object, on the host. The copies must be explicit:
    the call must work under ``jax.transfer_guard("disallow")``.

    Args:
        tree: a pytree (dicts, lists, tuples) of arrays and settings.
        device: one of ``jax.devices()``, not necessarily the first (the grader also tries
            eight CPU devices).

    Returns:
        A pytree of the same structure: arrays on ``device``, settings untouched.

    Example:
        >>> moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, jax.devices()[0])
        >>> moved["w"].devices() == {jax.devices()[0]}, moved["w"].committed
        (True, True)
        >>> moved["step"], moved["name"]
        (7, 'mlp')
    """
    ### BEGIN SOLUTION
    def move(leaf: Any) -> Any:
        if isinstance(leaf, (np.ndarray, np.generic, jax.Array)):
            return jax.device_put(leaf, device)
        return leaf

    return jax.tree.map(move, tree)
    ### END SOLUTION


@functools.partial(jax.jit, static_argnames="n_steps")  ### SOLUTION LINE
def power_iteration(matrix: jax.Array, n_steps: int) -> tuple[jax.Array, jax.Array]:
    """Estimate the largest eigenvalue of a symmetric matrix, without leaving the device.

    Power iteration: start from ``v = ones(n) / sqrt(n)``; step ``k`` computes
    ``w = matrix @ v``, records the estimate ``v @ w`` and continues from
    ``v = w / norm(w)``.

    This is a hot loop: a call must make no host<->device transfer at all, implicit or
    explicit (the grader runs it under ``jax.transfer_guard("disallow_explicit")``, with up
    to a few hundred steps), and it must
    work under ``jax.jit`` with ``n_steps`` static.

    Args:
        matrix: a symmetric positive definite float32 array of shape ``(n, n)``, ``n >= 1``.
        n_steps: how many steps (a Python int, static under ``jax.jit``; at least 1, at most 1000).

    Returns:
        ``(estimates, v)``: a float32 array of shape ``(n_steps,)`` with the estimate of
        every step, and the last unit vector ``v`` (shape ``(n,)``).

    Example:
        >>> estimates, v = power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 20)
        >>> round(float(estimates[-1]), 4)
        2.0
    """
    ### BEGIN SOLUTION
    n = matrix.shape[0]
    start = jnp.full(n, 1.0 / np.sqrt(n), matrix.dtype)

    def step(v: jax.Array, _: None) -> tuple[jax.Array, jax.Array]:
        w = matrix @ v
        return w / jnp.linalg.norm(w), v @ w

    v, estimates = jax.lax.scan(step, start, None, length=n_steps)
    return estimates, v
    ### STUB
    # @jax.jit
    # def step(matrix, v):
    #     w = matrix @ v
    #     return w / jnp.linalg.norm(w), v @ w
    #
    # n = matrix.shape[0]
    # v = jax.device_put(np.full(n, 1 / np.sqrt(n), np.float32))
    # estimates = []
    # for i in range(n_steps):
    #     v, estimate = step(matrix, v)
    #     print(f"step {i}: estimate {float(estimate):.4f}")  # watch it converge
    #     estimates.append(estimate)
    # return jnp.stack(estimates), v
    ### END SOLUTION


def dispatch_times(fn: Callable[..., Any], *args: Any, repeats: int = 5) -> tuple[float, float]:
    """How far Python runs ahead of the device: the time to queue calls of ``fn(*args)``, and to finish them.

    Make ``repeats`` timed calls back to back, the way a training loop queues step after
    step: each call is made without waiting for the result of the one before (the grader
    checks that). Only after the last call has returned, wait until every result exists
    (``fn`` may return any pytree of arrays). A first, untimed call compiles ``fn`` and is
    not counted. Use a wall clock, not CPU time, which stops while the host waits.

    Args:
        fn: the function to time (usually jitted); its output may be any pytree of arrays.
        *args: its arguments.
        repeats: how many timed calls (at least 1).

    Returns:
        ``(dispatch_seconds, total_seconds)``, Python floats, both *per call* (divided by
        ``repeats``): the wall-clock time from the first timed call until the last one has
        returned, and until every result is ready. For a slow jitted ``fn``, dispatch is a
        small fraction of the total; for a plain Python ``fn`` the two are nearly equal.

    Example:
        >>> dispatch, total = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
        >>> 0 < dispatch <= total
        True
    """
    ### BEGIN SOLUTION
    jax.block_until_ready(fn(*args))  # compiles; not counted
    start = time.perf_counter()
    outputs = [fn(*args) for _ in range(repeats)]
    queued = time.perf_counter()
    jax.block_until_ready(outputs)
    done = time.perf_counter()
    return (queued - start) / repeats, (done - start) / repeats
    ### END SOLUTION
