"""Reshapes the targets to a column ``y[:, None]`` "to be safe", so the (n,) predictions broadcast against (n, 1) targets and the loss averages all n*n differences (only n = 1 is right).

Violates: "the loss is the mean over the ``n`` examples of ``(prediction - y) ** 2``"
Verifying input: params={"w": [1.0], "b": 0}, x=[[1],[2]], y=[1, 2] -> requires loss 0.0 and zero gradients, this returns loss 0.5.
"""
EXERCISE = "grad.loss_and_grads"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def loss_and_grads(params, x, y):
    targets = y[:, None]

    def mse(p):
        pred = x @ p["w"] + p["b"]
        return jnp.mean((pred - targets) ** 2)

    return jax.value_and_grad(mse)(params)


if __name__ == "__main__":
    params = {"w": jnp.array([1.0, 0.0]), "b": jnp.array(0.0)}
    loss, grads = loss_and_grads(params, jnp.array([[1.0, 2.0]]), jnp.array([0.0]))
    assert (float(loss), grads["w"].tolist(), float(grads["b"])) == (1.0, [2.0, 4.0], 2.0)
    p1 = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    loss, grads = jax.jit(loss_and_grads)(p1, jnp.array([[1.0], [2.0]]), jnp.array([1.0, 2.0]))
    print("perfect fit: required loss 0.0, got", float(loss), "grads", grads["w"].tolist(), float(grads["b"]))
    assert float(loss) == 0.5
    print("verified")
