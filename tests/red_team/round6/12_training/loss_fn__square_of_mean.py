"""Squares the mean error, mean(predictions - y) ** 2, instead of averaging the squared errors; positive and negative errors cancel.

Violates: "the loss is ``mean((predictions - y) ** 2)``"
Verifying input: zero weights, b2 = 0, x = ones((2, 2)), y = [1., -1.] -> requires 1.0, this returns 0.0.
"""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean(predictions - y) ** 2


if __name__ == "__main__":
    import numpy as np

    zero = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    assert loss_fn(zero, jnp.ones((4, 2)), jnp.zeros(4)).tolist() == 1.0        # docstring example passes
    params = dict(zero, b2=jnp.array(0.0))
    y = np.array([1.0, -1.0])
    expected = np.mean((0.0 - y) ** 2)
    got = jax.jit(loss_fn)(params, jnp.ones((2, 2)), jnp.asarray(y, jnp.float32))
    print("expected", expected, "got", float(got))
    assert expected == 1.0 and float(got) != expected
    print("verified")
