"""Capstone: train a small neural network end to end, in pure JAX.

Everything from the earlier topics meets here. The parameters are a pytree (a dict of
arrays) made from a key. The loss is a pure function of the parameters and the data, so
``jax.value_and_grad`` gives the loss and the gradient of every parameter in one pass. One
update step is a jitted pure function ``(params, batch) -> (new params, loss)``: nothing is
changed in place. Each epoch shuffles the data with its own key and walks through
minibatches, and the epochs themselves run inside ``lax.scan``, so the whole training run
is one compiled program.

The model is a one-hidden-layer perceptron for regression:
``predict(params, x) = tanh(x @ w1 + b1) @ w2 + b2``, trained on the mean squared error.
"""

import functools

import jax
import jax.numpy as jnp

Params = dict[str, jax.Array]


def init_params(key: jax.Array, n_features: int, n_hidden: int) -> Params:
    """Initial parameters of the network, drawn from ``key``.

    ``w1`` (shape ``(n_features, n_hidden)``) and ``w2`` (shape ``(n_hidden,)``) are
    normal with variance ``1 / fan_in``: ``normal / sqrt(n_features)`` and
    ``normal / sqrt(n_hidden)``. ``b1`` (shape ``(n_hidden,)``) and ``b2`` (a 0-d array)
    are zeros. All float32. All randomness comes from ``key``: the same key gives the same
    parameters, and no key is used for two draws (``w1`` and ``w2`` are independent). Works
    under ``jax.jit`` with ``n_features`` and ``n_hidden`` static.

    Args:
        key: a typed PRNG key.
        n_features: inputs per example (static under ``jax.jit``).
        n_hidden: hidden units (static under ``jax.jit``).

    Returns:
        ``{"w1": ..., "b1": ..., "w2": ..., "b2": ...}``.

    Example:
        >>> params = init_params(jax.random.key(0), 3, 4)
        >>> {name: value.shape for name, value in params.items()}
        {'w1': (3, 4), 'b1': (4,), 'w2': (4,), 'b2': ()}
    """
    # TODO: write init_params (read the docstring above), then run
    #   pytest autograder -k init_params
    raise NotImplementedError("init_params is not written yet")


def loss_fn(params: Params, x: jax.Array, y: jax.Array) -> jax.Array:
    """Mean squared error of the network's predictions.

    ``predictions = tanh(x @ w1 + b1) @ w2 + b2`` (one number per example); the loss is
    ``mean((predictions - y) ** 2)``. A pure function of its arguments, jittable and
    differentiable in ``params``.

    Args:
        params: parameters as ``init_params`` makes them: float32 arrays. Finite values only.
        x: float32 inputs, shape ``(batch, n_features)``, ``batch >= 1`` (a mean over no examples is undefined).
            Finite values only.
        y: float32 targets, shape ``(batch,)``, ``batch >= 1``. Finite values only.

    Returns:
        A float32 scalar.

    Example:
        >>> params = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
        >>> loss_fn(params, jnp.ones((4, 2)), jnp.zeros(4)).tolist()
        1.0
    """
    # TODO: write loss_fn (read the docstring above), then run
    #   pytest autograder -k loss_fn
    raise NotImplementedError("loss_fn is not written yet")


def train_step(params: Params, x: jax.Array, y: jax.Array, lr: float) -> tuple[Params, jax.Array]:
    """One step of gradient descent on a minibatch, as a jitted pure function.

    Every parameter ``p`` becomes ``p - lr * g``, where ``g`` is the gradient of
    ``loss_fn(params, x, y)`` with respect to ``p``. The new parameters are a new dict with
    the same keys, shapes and dtypes; the dict you are given and its arrays are left as they
    were. ``train_step`` itself must be jitted (the grader measures its speed-up over the
    same step run operation by operation), and compile once for all values of ``lr``.

    Args:
        params: the current parameters: float32 arrays, as ``init_params`` makes them. Finite values only.
        x: a minibatch of float32 inputs, shape ``(batch, n_features)``, ``batch >= 1``. Finite values only.
        y: its float32 targets, shape ``(batch,)``, ``batch >= 1``. Finite values only.
        lr: the learning rate, a Python float or a float32 0-d array (traced: a new value must not
            recompile). Finite values only.

    Returns:
        ``(new_params, loss)``, where ``loss`` is the minibatch loss *before* the update.

    Example:
        >>> params = init_params(jax.random.key(0), 2, 8)
        >>> new_params, loss = train_step(params, jnp.ones((4, 2)), jnp.zeros(4), 0.1)
        >>> sorted(new_params) == sorted(params)
        True
    """
    # TODO: write train_step (read the docstring above), then run
    #   pytest autograder -k train_step
    raise NotImplementedError("train_step is not written yet")


def shuffled_batches(key: jax.Array, x: jax.Array, y: jax.Array, batch_size: int) -> tuple[jax.Array, jax.Array]:
    """Shuffle the examples with ``key`` and cut them into minibatches.

    The examples are taken in a random order drawn from ``key`` (every order equally likely),
    each example at most once,
    each input still paired with its own target. There are ``n_batches = n // batch_size``
    full batches; the examples left over are dropped. The same key gives the same batches, a
    different key a different order; ``key`` is consumed once (never used for two draws).

    Args:
        key: a typed PRNG key.
        x: inputs, shape ``(n, n_features)``, ``n >= 1``, of any dtype. Any values: inf and nan included.
        y: targets, shape ``(n,)``, ``n >= 1``, of any dtype (float values, or integer class labels).
            Finite values only.
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


def train(key: jax.Array, x: jax.Array, y: jax.Array, n_epochs: int, batch_size: int, lr: float, n_hidden: int) -> tuple[Params, jax.Array]:
    """Train the network from ``key``: initialise, then ``n_epochs`` epochs of minibatch descent.

    The parameters start from ``init_params``. Each epoch visits the data in minibatches of
    a new random order (``shuffled_batches``), applying ``train_step`` to one minibatch after
    another. All randomness comes from ``key``, and no key is used twice: the
    initialisation and every epoch's order each get their own. The same key trains the same
    network. Under ``jax.jit`` (``n_epochs``, ``batch_size``, ``n_hidden`` static) the
    compiled program must not grow with ``n_epochs`` or with the number of minibatches.

    On the grader's data set (256 examples, 2 features, a smooth target of variance about
    0.25), ``train(key, x, y, n_epochs=150, batch_size=32, lr=0.1, n_hidden=16)`` must end
    with a full-data loss below 0.02 for every key.

    Args:
        key: a typed PRNG key; all randomness comes from it.
        x: float32 inputs, shape ``(n, n_features)``, ``n >= 1``. Finite values only.
        y: float32 targets, shape ``(n,)``, ``n >= 1``. Finite values only.
        n_epochs: number of epochs (static), at most 100.
        batch_size: examples per minibatch (static).
        lr: learning rate, a Python float or a float32 0-d array. Finite values only.
        n_hidden: hidden units (static).

    Returns:
        ``(params, epoch_losses)``: the trained parameters, and a float32 array of shape
        ``(n_epochs,)`` with each epoch's mean minibatch loss (each loss as ``train_step``
        reports it, before that step's update).

    Example:
        >>> x = jnp.linspace(-1, 1, 64).reshape(32, 2)
        >>> params, losses = train(jax.random.key(0), x, jnp.sin(3 * x[:, 0]), 30, 8, 0.1, 8)
        >>> losses.shape, bool(losses[-1] < losses[0])
        ((30,), True)
    """
    # TODO: write train (read the docstring above), then run
    #   pytest autograder -k train
    raise NotImplementedError("train is not written yet")
