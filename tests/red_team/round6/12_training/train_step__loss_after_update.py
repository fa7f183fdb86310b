"""Reports the loss recomputed with the updated parameters instead of the loss value_and_grad gave for the parameters it was handed.

Violates: "``(new_params, loss)``, where ``loss`` is the minibatch loss *before* the update."
Verifying input: params with b2 = 1 and zero weights, x = ones((4, 2)), y = zeros(4), lr 0.1 -> requires loss 1.0, this returns 0.64 (the loss after b2 moved to 0.8).
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def _loss(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


@jax.jit
def train_step(params, x, y, lr):
    grads = jax.grad(_loss)(params, x, y)
    new_params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return new_params, _loss(new_params, x, y)


if __name__ == "__main__":
    import numpy as np

    params = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    x, y = jnp.ones((4, 2)), jnp.zeros(4)
    expected = np.mean((np.ones(4) * 1.0 - np.zeros(4)) ** 2)       # predictions are all b2 = 1
    new, loss = train_step(params, x, y, 0.1)
    assert np.isclose(float(new["b2"]), 1.0 - 0.1 * 2.0)            # the update itself is right
    print("expected", expected, "got", float(loss))
    assert not np.isclose(float(loss), expected)
    print("verified")
