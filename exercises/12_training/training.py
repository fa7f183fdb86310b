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
from typing import Any

import jax
import jax.numpy as jnp

Params = dict[str, jax.Array]


def init_params(key: jax.Array, n_features: int, n_hidden: int) -> Params:
    """Initial parameters of the network, drawn from ``key``.

    ``w1`` (shape ``(n_features, n_hidden)``) and ``w2`` (shape ``(n_hidden,)``) are
    normal with variance ``1 / fan_in``: ``normal / sqrt(n_features)`` and
    ``normal / sqrt(n_hidden)``. ``b1`` (shape ``(n_hidden,)``) and ``b2`` (a 0-d array)
    are zeros. All float32. The two weight matrices must come from different keys: split
    ``key`` first, and use each subkey once.

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

    ``predictions = tanh(x @ w1 + b1) @ w2 + b2``; the loss is
    ``mean((predictions - y) ** 2)``.

    Args:
        params: parameters as ``init_params`` makes them.
        x: float32 inputs, shape ``(batch, n_features)``.
        y: float32 targets, shape ``(batch,)``.

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

    Compute the loss and its gradient with respect to every parameter in one pass
    (``jax.value_and_grad(loss_fn)``), then move each parameter against its gradient:
    ``p - lr * g``, for the whole pytree at once with ``jax.tree.map``. Return new
    parameters; never change the ones you were given. Compile the step with ``@jax.jit``:
    unjitted, every small operation is dispatched on its own, and the grader measures the
    speed-up.

    Args:
        params: the current parameters.
        x: a minibatch of inputs, shape ``(batch, n_features)``.
        y: its targets, shape ``(batch,)``.
        lr: the learning rate (traced: a new value must not recompile).

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

    Draw one permutation of the ``n`` examples from ``key`` and apply it to ``x`` and ``y``
    alike (each input stays with its target). Keep the first
    ``n_batches = n // batch_size`` full batches (drop the remainder) and reshape to
    ``(n_batches, batch_size, ...)``. The same key gives the same batches; a different key a
    different order.

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
    # TODO: write shuffled_batches (read the docstring above), then run
    #   pytest autograder -k shuffled_batches
    raise NotImplementedError("shuffled_batches is not written yet")


def train(key: jax.Array, x: jax.Array, y: jax.Array, n_epochs: int, batch_size: int, lr: float, n_hidden: int) -> tuple[Params, jax.Array]:
    """Train the network from ``key``: initialise, then ``n_epochs`` epochs of minibatch descent.

    Split ``key`` into a key for ``init_params`` and one key per epoch
    (``jax.random.split(k, n_epochs)``); never use a key twice. Each epoch shuffles the data
    into minibatches with its own key (``shuffled_batches``) and applies ``train_step`` to
    every minibatch in order. Run the epochs with ``lax.scan`` (and the minibatches with an
    inner ``lax.scan``): a Python loop would be unrolled by ``jax.jit`` into a program that
    grows with ``n_epochs``.

    On the grader's data set (256 examples, 2 features, a smooth target of variance about
    0.25), ``train(key, x, y, n_epochs=150, batch_size=32, lr=0.1, n_hidden=16)`` must end
    with a full-data loss below 0.02 for every key.

    Args:
        key: a typed PRNG key; all randomness comes from it.
        x: inputs, shape ``(n, n_features)``.
        y: targets, shape ``(n,)``.
        n_epochs: number of epochs (static).
        batch_size: examples per minibatch (static).
        lr: learning rate.
        n_hidden: hidden units (static).

    Returns:
        ``(params, epoch_losses)``: the trained parameters, and a float32 array of shape
        ``(n_epochs,)`` with each epoch's mean minibatch loss.
    """
    # TODO: write train (read the docstring above), then run
    #   pytest autograder -k train
    raise NotImplementedError("train is not written yet")
