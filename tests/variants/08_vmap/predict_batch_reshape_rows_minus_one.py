"""vmaps `predict` as given, then makes sure of the (n, k) layout with `.reshape(xs.shape[0], -1)`: right for every
batch with rows, but a batch of no rows (shape (0, d), which `(n, d)` admits) cannot infer the -1 and raises."""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
MESSAGE = "a `reshape` with -1 met an array with no elements"

import jax


@jax.jit
def predict_batch(params, xs):
    probabilities = jax.vmap(predict, in_axes=(None, 0))(params, xs)  # noqa: F821 (given in vmap.py)
    return probabilities.reshape(xs.shape[0], -1)
