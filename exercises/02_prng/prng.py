"""Explicit random keys: splitting, folding in, and never reusing a key.

NumPy keeps a hidden global random state that every call to ``np.random`` advances. JAX
has no such state: every random function takes a *key* (made once with ``jax.random.key``)
and returns the same numbers for the same key, every time. A key is used up by one draw;
to get more randomness, ``jax.random.split`` it into fresh subkeys, or derive a key for
step ``i`` with ``jax.random.fold_in(key, i)``. These exercises practise threading keys
through a computation without ever using one twice.
"""

import jax
import jax.numpy as jnp


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    """Return two independent standard-normal numbers drawn with ``key``.

    Calling ``jax.random.normal(key)`` twice with the same key gives the same number
    twice. Split the key first and use each subkey once.

    Args:
        key: a typed key from ``jax.random.key``.

    Returns:
        A tuple ``(a, b)`` of two float32 scalars (0-d arrays).

    Example:
        >>> a, b = two_normals(jax.random.key(0))
        >>> a.shape, bool(a != b)
        ((), True)
    """
    # TODO: write two_normals (read the docstring above), then run
    #   pytest autograder -k two_normals
    raise NotImplementedError("two_normals is not written yet")


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    """Apply inverted dropout to ``x``.

    Each element is set to zero with probability ``rate``; the elements that survive are
    divided by ``1 - rate``, so the expected value of every element stays the same.
    With ``rate == 0`` nothing is dropped and ``x`` comes back unchanged.

    Args:
        key: a typed key from ``jax.random.key``.
        x: the array to drop elements from (any shape).
        rate: the drop probability, ``0 <= rate < 1``; a Python float, or a traced scalar
            under ``jax.jit``.

    Returns:
        An array of the same shape and dtype as ``x``.

    Example:
        >>> y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
        >>> sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
        True
    """
    # TODO: write dropout (read the docstring above), then run
    #   pytest autograder -k dropout
    raise NotImplementedError("dropout is not written yet")


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    """Return the positions of a Gaussian random walk of ``n_steps`` steps.

    Step ``i`` is ``jax.random.normal(jax.random.fold_in(key, i))``, and position ``i``
    is the sum of steps ``0..i``. Deriving each step's key from its index (rather than
    splitting a chain of keys) makes step ``i`` the same whatever the walk's length.

    Args:
        key: a typed key from ``jax.random.key``.
        n_steps: number of steps, a Python int (static under ``jax.jit``).

    Returns:
        A float32 vector of shape ``(n_steps,)``; ``result[0]`` is the first step itself.

    Example:
        >>> walk = random_walk(jax.random.key(0), 5)
        >>> walk.shape, bool(walk[0] == jax.random.normal(jax.random.fold_in(jax.random.key(0), 0)))
        ((5,), True)
    """
    # TODO: write random_walk (read the docstring above), then run
    #   pytest autograder -k random_walk
    raise NotImplementedError("random_walk is not written yet")


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    """Initialise the parameters of a multi-layer perceptron.

    For each pair of consecutive sizes ``(m, n)`` make one layer
    ``{"w": (m, n) weights, "b": (n,) biases}``. The weights are drawn from a normal
    distribution with variance ``1 / m`` (standard deviation ``sqrt(1 / m)``), the biases
    are zeros. Split ``key`` into one subkey per layer, so no two layers share a key.

    Args:
        key: a typed key from ``jax.random.key``.
        sizes: layer widths, e.g. ``[784, 128, 10]`` (a Python list, not modified).

    Returns:
        A list of ``len(sizes) - 1`` dicts with float32 arrays under ``"w"`` and ``"b"``.

    Example:
        >>> params = init_mlp(jax.random.key(0), [3, 4, 2])
        >>> [(layer["w"].shape, layer["b"].shape) for layer in params]
        [((3, 4), (4,)), ((4, 2), (2,))]
    """
    # TODO: write init_mlp (read the docstring above), then run
    #   pytest autograder -k init_mlp
    raise NotImplementedError("init_mlp is not written yet")


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    """Return the rows of ``x`` in a random order that depends on ``key`` and ``epoch``.

    The same ``(key, epoch)`` always gives the same order, and each epoch gets a different
    one. Derive the epoch's key with ``jax.random.fold_in(key, epoch)`` rather than
    reusing ``key`` directly.

    Args:
        key: a typed key from ``jax.random.key``.
        x: an array whose first axis indexes the examples.
        epoch: the epoch number, a Python int or a traced integer.

    Returns:
        An array with the same shape and dtype as ``x``: its rows, permuted.

    Example:
        >>> y = shuffle(jax.random.key(0), jnp.arange(5), 1)
        >>> sorted(y.tolist())
        [0, 1, 2, 3, 4]
    """
    # TODO: write shuffle (read the docstring above), then run
    #   pytest autograder -k shuffle
    raise NotImplementedError("shuffle is not written yet")
