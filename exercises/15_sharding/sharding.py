"""Sharding: one array, its pieces on several devices.

A *mesh* arranges devices in a grid whose axes have names: ``jax.make_mesh((8,), ("data",))``
is eight devices in a row called ``"data"``; ``jax.make_mesh((4, 2), ("data", "model"))`` is
the same eight as four rows of two. A ``PartitionSpec`` says, for each axis of an *array*,
which mesh axis splits it: ``P("data", None)`` cuts the rows into eight blocks (one per device
along ``"data"``) and keeps the columns whole; ``P()`` cuts nothing, so every device holds a
full copy (*replicated*). ``NamedSharding(mesh, spec)`` joins the two, and
``jax.device_put(x, sharding)`` lays an array out that way. The result is still one
``jax.Array``: ``x.sharding`` says how it is cut, ``x.addressable_shards`` lists the pieces.

Under ``jax.jit`` the compiler partitions the program for you from the shardings it knows,
and adds the communication (``all-reduce``, ``all-gather``) it needs. Where you need a given
layout, say so: ``out_shardings=`` on ``jax.jit``, or ``jax.lax.with_sharding_constraint``
inside. ``jax.shard_map`` is the other way round: you write the program *one device* runs on
its own block, and the communication yourself (``jax.lax.psum`` / ``pmean`` over an axis name).

A mesh axis is *Auto* or *Explicit*. On Auto axes (``axis_types=(AxisType.Auto,)``) the
compiler chooses every sharding you do not pin down; on Explicit axes (JAX's default for
``jax.make_mesh``) the sharding is part of each array's type and every operation works out its
result's. ``matmul_2d`` gets an Explicit mesh, every other exercise an Auto one. No function
here makes its own mesh: the caller hands one in, as a program makes its mesh once, at the top.
"""

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    """``x`` laid out on the mesh's devices, its rows split along the mesh axis ``"data"``.

    Every device of the mesh holds one block of ``n / devices`` consecutive rows, with every
    column: the first device rows ``0 .. n/8 - 1``, and so on. Not a copy of the whole
    array on each device (replicated), and not a block of columns.

    Args:
        x: a float array of shape ``(n, d)`` (float32, float16 or bfloat16), NumPy or JAX, on
            any device; ``n`` is a positive multiple of the number of devices along ``"data"``. Finite values only.
        mesh: a 1-D mesh with the axis ``"data"`` (the grader's: 8 CPU devices, Auto axes).

    Returns:
        A ``jax.Array`` with the values and dtype of ``x``, sharded ``PartitionSpec("data")``.

    Example:
        >>> from jax.sharding import AxisType
        >>> mesh = jax.make_mesh((jax.device_count(),), ("data",), axis_types=(AxisType.Auto,))
        >>> y = shard_rows(jnp.arange(32.0).reshape(16, 2), mesh)
        >>> y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), y.ndim)
        True
        >>> len(y.addressable_shards) == jax.device_count()  # one block per device
        True
    """
    # TODO: write shard_rows (read the docstring above), then run
    #   pytest autograder -k shard_rows
    raise NotImplementedError("shard_rows is not written yet")


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    """The softmax of each row of ``x``, computed by a jitted program whose result is split by rows.

    ``x`` arrives on the default device, uncommitted, as ``jnp`` makes arrays (or as a NumPy
    array; one committed to a device is not graded: a jitted program cannot move it to the
    mesh's other devices, only ``jax.device_put`` can). The result must come back sharded
    ``PartitionSpec("data", None)`` over ``mesh``: left to itself, the compiler keeps a result
    where its input was, on one device. Must be numerically stable (rows like
    ``[1000.0, 0.0]`` give finite values) and work under ``jax.jit`` (``mesh`` static).

    Args:
        x: a float array of shape ``(n, d)``; ``n`` a positive multiple of the devices along ``"data"``,
            ``d >= 1``. Finite values only.
        mesh: a 1-D mesh with the axis ``"data"`` (the grader's: 8 CPU devices, Auto axes).

    Returns:
        A float32 ``jax.Array`` of shape ``(n, d)`` whose rows each sum to 1, sharded by rows.

    Example:
        >>> from jax.sharding import AxisType
        >>> mesh = jax.make_mesh((jax.device_count(),), ("data",), axis_types=(AxisType.Auto,))
        >>> y = row_softmax(jnp.zeros((8, 4)), mesh)
        >>> y[0].tolist(), y.sharding.is_equivalent_to(NamedSharding(mesh, P("data", None)), 2)
        ([0.25, 0.25, 0.25, 0.25], True)
    """
    # TODO: write row_softmax (read the docstring above), then run
    #   pytest autograder -k row_softmax
    raise NotImplementedError("row_softmax is not written yet")


@functools.partial(jax.jit, static_argnames="mesh")
def data_parallel_grad(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh) -> tuple[jax.Array, jax.Array]:
    """Loss and gradient of a linear least-squares model on a batch split across devices.

    The loss is the mean over all ``n`` examples of ``(x @ w - y) ** 2``. Each device works
    on its own block of rows (``jax.shard_map``, rows of ``x`` and ``y`` split along
    ``"data"``, ``w`` replicated), and the devices combine what they found, so the answer is
    that of the *whole* batch: not one device's share of it, and not eight shares added up.
    Both outputs come back replicated (every device holds them). Compiled with ``jax.jit``
    (``mesh`` static): one compilation per input shape.

    The code you are given stops with a ``ValueError`` from ``shard_map``: read it, and fix it.

    Args:
        w: float32 weights of shape ``(d,)``, ``d >= 1``. Finite values only.
        x: float32 inputs of shape ``(n, d)``, ``n`` a positive multiple of the devices along ``"data"``.
            Finite values only.
        y: float32 targets of shape ``(n,)``, ``n >= 1``. Finite values only.
        mesh: a 1-D mesh with the axis ``"data"`` (the grader's: 8 CPU devices, Auto axes).

    Returns:
        ``(loss, grad)``: a float32 scalar and the ``(d,)`` gradient of the loss in ``w``.

    Example:
        >>> from jax.sharding import AxisType
        >>> mesh = jax.make_mesh((jax.device_count(),), ("data",), axis_types=(AxisType.Auto,))
        >>> x, y = jnp.ones((8, 2)), jnp.zeros(8)
        >>> loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), x, y, mesh)
        >>> float(loss), grad.tolist()
        (9.0, [6.0, 6.0])
    """

    def local_loss(w: jax.Array, x: jax.Array, y: jax.Array) -> jax.Array:
        # FIX-IT: this code is broken the way real JAX code breaks. Run
        #   pytest autograder -k data_parallel_grad
        # read what goes wrong, then fix the code so it keeps the docstring's contract.
        return jnp.mean((x @ w - y) ** 2)

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())
    return jax.value_and_grad(loss)(w, x, y)


def matmul_2d(x: jax.Array, w: jax.Array, mesh: Mesh) -> jax.Array:
    """``x @ w`` on a 2-D mesh: rows of ``x`` along ``"data"``, columns of ``w`` along ``"model"``.

    This mesh has *Explicit* axes (JAX's default): an array's sharding is part of its type
    (``jax.typeof(x)`` shows ``float32[8@data,6]``), and each operation works its result's
    sharding out from its inputs', or raises when that is ambiguous. Lay ``x`` out with its
    rows split along ``"data"`` (its other axis whole) and ``w`` with its columns split along
    ``"model"``, and multiply: each device then computes its block of the product from the
    blocks it holds, with no communication. The grader also compiles your function for
    inputs that arrive laid out that way, and its program must contain no collective
    (``all-gather``, ``all-reduce``, ...). Must work under ``jax.jit`` (``mesh`` static).

    Args:
        x: a float32 array of shape ``(n, k)``, ``n`` a positive multiple of the devices along ``"data"``,
            ``k >= 1``. Finite values only.
        w: a float32 array of shape ``(k, m)``, ``m`` a positive multiple of the devices along ``"model"``,
            ``k >= 1``. Finite values only.
        mesh: a 2-D mesh with axes ``("data", "model")``, Explicit (the grader's:
            ``jax.make_mesh((4, 2), ("data", "model"))``, 8 CPU devices).

    Returns:
        The float32 ``(n, m)`` product, sharded ``PartitionSpec("data", "model")``: each device
        holds one ``(n/4, m/2)`` block.

    Example:
        >>> mesh = jax.make_mesh((jax.device_count(), 1), ("data", "model"))
        >>> out = matmul_2d(jnp.ones((8, 3)), jnp.ones((3, 2)), mesh)
        >>> out.tolist()[0], out.sharding.is_equivalent_to(NamedSharding(mesh, P("data", "model")), 2)
        ([3.0, 3.0], True)
    """
    # TODO: write matmul_2d (read the docstring above), then run
    #   pytest autograder -k matmul_2d
    raise NotImplementedError("matmul_2d is not written yet")


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    """``n_steps`` of full-batch gradient descent on the loss of ``data_parallel_grad``, on the devices.

    Each step is ``w <- w - lr * grad``, where ``grad`` is the gradient of the mean over all
    ``n`` examples of ``(x @ w - y) ** 2``. The batch stays split by rows along ``"data"``
    and ``w`` replicated for the whole run: nothing goes back to the host between steps (no
    ``np.asarray``, ``float(...)``, ``.item()``, ``jax.device_get``, no Python number handed to a
    jitted function at each step). The grader hands in ``w``, ``x``, ``y`` and ``lr`` already on
    the devices and watches the call with ``jax.transfer_guard``. Must work under ``jax.jit``
    (``mesh`` and ``n_steps`` static).

    Args:
        w: float weights of shape ``(d,)``: replicated over ``mesh``, or a new array JAX has
            not been told where to keep (``jnp.zeros(d)``; under ``jax.jit`` no function can
            take one placed by hand on a single device beside a batch on the mesh). ``d >= 1``.
            Finite values only.
        x: float inputs ``(n, d)``, ``n`` a positive multiple of the devices along ``"data"``.
            Finite values only.
        y: float targets ``(n,)``, ``n >= 1``. Finite values only.
        mesh: a 1-D mesh with the axis ``"data"`` (the grader's: 8 CPU devices, Auto axes).
        n_steps: how many steps, a Python int ``>= 0``, at most 1000.
        lr: the step size, a Python float or a float32 0-d array. Finite values only.

    Returns:
        The float32 ``(d,)`` weights after the last step, replicated over ``mesh``.

    Example:
        >>> from jax.sharding import AxisType
        >>> mesh = jax.make_mesh((jax.device_count(),), ("data",), axis_types=(AxisType.Auto,))
        >>> x, y = jnp.ones((8, 1)), jnp.full(8, 3.0)
        >>> [round(v, 4) for v in fit(jnp.zeros(1), x, y, mesh, 3, 0.25).tolist()]
        [2.625]
    """
    # TODO: write fit (read the docstring above), then run
    #   pytest autograder -k fit
    raise NotImplementedError("fit is not written yet")
