"""The fix-it stub as released: x and y shuffled by two draws from the same key (the same order, but a reused key)."""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
MESSAGE = "reused a key"

import jax


def shuffled_batches(key: jax.Array, x: jax.Array, y: jax.Array, batch_size: int) -> tuple[jax.Array, jax.Array]:
    """Shuffle the examples with ``key`` and cut them into minibatches.

    The examples are taken in a random order drawn from ``key``, each example at most once,
    each input still paired with its own target. There are ``n_batches = n // batch_size``
    full batches; the examples left over are dropped. The same key gives the same batches, a
    different key a different order; ``key`` is consumed once (never used for two draws).

    Args:
        key: a typed PRNG key.
        x: inputs, shape ``(n, n_features)``, of any dtype.
        y: targets, shape ``(n,)``, of any dtype (float values, or integer class labels).
        batch_size: examples per batch (static under ``jax.jit``; at most ``n``).

    Returns:
        ``(x_batches, y_batches)`` of shapes ``(n_batches, batch_size, n_features)`` and
        ``(n_batches, batch_size)``; each keeps the dtype of its input (a float16 ``x`` stays
        float16, integer labels stay integers).

    Example:
        >>> xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
        >>> xb.shape, yb.shape
        ((2, 4, 3), (2, 4))
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k shuffled_batches
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    n_batches = x.shape[0] // batch_size
    kept = n_batches * batch_size
    x_shuffled = jax.random.permutation(key, x)  # shuffles the rows
    y_shuffled = jax.random.permutation(key, y)  # same key, so the same order: pairs stay together
    x_batches = x_shuffled[:kept].reshape(n_batches, batch_size, *x.shape[1:])
    y_batches = y_shuffled[:kept].reshape(n_batches, batch_size)
    return x_batches, y_batches
