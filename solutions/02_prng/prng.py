"""Explicit random keys: splitting, folding in, and never reusing a key.

NumPy keeps a hidden global random state that every call to ``np.random`` advances, so
results depend on the order in which things ran. JAX has no such state: every random
function takes a *key* (made once with ``jax.random.key``) and returns the same numbers for
the same key, every time, on any device, in any order, in parallel. The price: a key gives
one draw, and you derive new keys yourself. These exercises practise threading keys through
a computation without ever using one twice (the notebook ``prng.ipynb`` shows the tools).
"""

import jax
import jax.numpy as jnp


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    """Return two independent standard-normal numbers drawn with ``key``.

    All randomness comes from ``key``, and no key is used for two draws (the grader runs
    the function under ``jax.debug_key_reuse``). Works under ``jax.jit`` and ``jax.vmap``
    over a batch of keys.

    Args:
        key: a typed key from ``jax.random.key``.

    Returns:
        A tuple ``(a, b)`` of two float32 scalars (0-d arrays), each standard normal,
        independent of each other (so ``a != b``). The same key gives the same pair.

    Example:
        >>> a, b = two_normals(jax.random.key(0))
        >>> a.shape, bool(a != b)
        ((), True)
    """
    ### BEGIN SOLUTION
    key_a, key_b = jax.random.split(key)
    return jax.random.normal(key_a), jax.random.normal(key_b)
    ### STUB
    # a = jax.random.normal(key)
    # b = jax.random.normal(key)
    # return a, b
    ### END SOLUTION


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    """Apply inverted dropout to ``x``.

    Each element is set to zero with probability ``rate``, independently of the others; the
    elements that survive are divided by ``1 - rate``, so the expected value of every
    element stays the same. Two edge cases are exact: ``rate == 0`` returns ``x`` unchanged,
    and ``rate == 1`` returns zeros (never NaN).

    ``rate`` is traced, not static: under ``jax.jit`` one compiled program serves every rate,
    ``0`` and ``1`` included, so its value is unknown while the function is traced.

    Args:
        key: a typed key from ``jax.random.key``.
        x: the floating-point array to drop elements from (any shape; float32, float16, ...).
            Any values: inf and nan included.
        rate: the drop probability, ``0 <= rate <= 1``; a Python float or a traced scalar.

    Returns:
        An array of the same shape and dtype as ``x``: each element ``0`` or
        ``x / (1 - rate)``.

    Example:
        >>> y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
        >>> sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
        True
    """
    ### BEGIN SOLUTION
    x = jnp.asarray(x)
    keep_prob = 1.0 - rate
    keep = jax.random.bernoulli(key, keep_prob, x.shape)
    # jnp.where, never `x * keep / keep_prob`: at rate 1 that is 0 / 0 = NaN.
    dropped = jnp.where(keep, x / keep_prob, 0)
    # jnp.where, not a Python `if`: `rate` is traced, so its value is unknown here.
    return jnp.where(rate == 0, x, dropped).astype(x.dtype)
    ### END SOLUTION


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    """Return the positions of a Gaussian random walk of ``n_steps`` steps.

    The walk is defined number for number, so anyone holding the key can reproduce it:
    step ``i`` is the standard-normal scalar that ``jax.random.normal`` draws from the key
    ``jax.random.fold_in(key, i)``, and position ``i`` is the sum of steps ``0..i``. So
    step ``i`` does not depend on ``n_steps``: a longer walk extends a shorter one.

    Args:
        key: a typed key from ``jax.random.key``.
        n_steps: number of steps, a Python int (static under ``jax.jit``: one compilation
            per ``n_steps``; a new key must not recompile). The compiled program must not grow
            with ``n_steps`` (no Python loop over the steps), and the memory it needs grows no
            faster than the result does.

    Returns:
        A float32 vector of shape ``(n_steps,)``; ``result[0]`` is the first step itself.

    Example:
        >>> walk = random_walk(jax.random.key(0), 5)
        >>> walk.shape, bool(walk[0] == jax.random.normal(jax.random.fold_in(jax.random.key(0), 0)))
        ((5,), True)
    """
    ### BEGIN SOLUTION
    def step(i: jax.Array) -> jax.Array:
        return jax.random.normal(jax.random.fold_in(key, i))

    steps = jax.vmap(step)(jnp.arange(n_steps))
    return jnp.cumsum(steps)
    ### END SOLUTION


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    """Initialise the parameters of a multi-layer perceptron.

    For each pair of consecutive sizes ``(m, n)`` make one layer
    ``{"w": (m, n) weights, "b": (n,) biases}``. The weights are independent draws from a
    normal distribution with mean 0 and variance ``1 / m`` (``m`` is the layer's number of
    inputs); the biases are zeros. Every weight is independent of every other, within a
    layer and across layers, and no key is used for two draws.

    Args:
        key: a typed key from ``jax.random.key``.
        sizes: layer widths, e.g. ``[784, 128, 10]`` (a Python list, static under
            ``jax.jit``, not modified).

    Returns:
        A list of ``len(sizes) - 1`` dicts with float32 arrays under ``"w"`` and ``"b"``
        (an empty list for a single size).

    Example:
        >>> params = init_mlp(jax.random.key(0), [3, 4, 2])
        >>> [(layer["w"].shape, layer["b"].shape) for layer in params]
        [((3, 4), (4,)), ((4, 2), (2,))]
    """
    ### BEGIN SOLUTION
    layer_keys = jax.random.split(key, len(sizes) - 1)
    params = []
    for layer_key, m, n in zip(layer_keys, sizes[:-1], sizes[1:]):
        w = jax.random.normal(layer_key, (m, n)) * (1.0 / m) ** 0.5
        b = jnp.zeros((n,), dtype=jnp.float32)
        params.append({"w": w, "b": b})
    return params
    ### END SOLUTION


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    """Return the rows of ``x`` in a random order that depends on ``key`` and ``epoch``.

    The same ``(key, epoch)`` always gives the same order, and each epoch gets a different
    one, every order equally likely. The epoch's key is ``key`` with ``epoch`` folded in
    (``jax.random.fold_in``; the grader looks for it), so any epoch's order can be
    recomputed on its own.

    Args:
        key: a typed key from ``jax.random.key``.
        x: an array whose first axis indexes the examples. Any values: inf and nan included.
        epoch: the epoch number, a Python int or a traced integer (one compilation serves
            every epoch).

    Returns:
        An array with the same shape and dtype as ``x``: its rows, permuted.

    Example:
        >>> y = shuffle(jax.random.key(0), jnp.arange(5), 1)
        >>> sorted(y.tolist())
        [0, 1, 2, 3, 4]
    """
    ### BEGIN SOLUTION
    x = jnp.asarray(x)
    epoch_key = jax.random.fold_in(key, epoch)
    order = jax.random.permutation(epoch_key, x.shape[0])
    return x[order]
    ### END SOLUTION


def typed_key(key: jax.Array) -> jax.Array:
    """Return ``key`` as a typed key that draws exactly the numbers ``key`` draws.

    Older JAX code (and many tutorials) makes keys with ``jax.random.PRNGKey(seed)``: a
    *raw* key, a plain ``uint32`` array of shape ``(2,)`` that random functions still
    accept. A *typed* key from ``jax.random.key(seed)`` has a key dtype instead, so it cannot
    be mixed up with data (no arithmetic, no accidental slicing into halves).

    Args:
        key: either a typed key (any shape, any implementation: ``impl="rbg"`` too), or raw
            key data: a ``uint32`` array whose last axis has length 2, as ``jax.random.PRNGKey``
            makes it (the default threefry implementation), or a batch of them, shape
            ``(..., 2)``. A JAX or NumPy array.

    Returns:
        A typed key array: for raw data of shape ``(..., 2)`` one of shape ``(...)`` whose
        keys draw the same numbers as the raw keys (the same key data); a typed ``key`` comes
        back as it is. Makes no new randomness, and works under ``jax.jit``.

    Example:
        >>> k = typed_key(jax.random.PRNGKey(7))
        >>> jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key), k.shape
        (True, ())
        >>> bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
        True
    """
    ### BEGIN SOLUTION
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key  # already typed: its dtype says so, which is static under jit
    return jax.random.wrap_key_data(jnp.asarray(key, dtype=jnp.uint32), impl="threefry2x32")
    ### END SOLUTION
