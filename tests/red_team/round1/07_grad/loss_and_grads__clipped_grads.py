"""The student clips every gradient entry to [-100, 100] "for stability", so large residuals give a gradient that is not the derivative of the loss.

Violates: "The gradient must be the derivative of the very loss returned (the grader compares it with finite differences)".
Verifying input: params={"w": [1, 0], "b": 0}, x=[[100, 0]], y=[0] -> the docstring requires d loss/d w = [20000, 0], d loss/d b = 200; this returns [100, 0] and 100.
"""
EXERCISE = "grad.loss_and_grads"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def loss_and_grads(params: dict[str, jax.Array], x: jax.Array, y: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    def _lg_clip_loss(p):
        pred = x @ p["w"] + p["b"]
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(_lg_clip_loss)(params)
    grads = jax.tree.map(lambda g: jnp.clip(g, -100.0, 100.0), grads)  # keep updates sane
    return loss, grads


if __name__ == "__main__":
    import numpy as np
    params = {"w": jnp.array([1.0, 0.0]), "b": jnp.array(0.0)}
    loss, grads = loss_and_grads(params, jnp.array([[1.0, 2.0]]), jnp.array([0.0]))
    assert (float(loss), grads["w"].tolist(), float(grads["b"])) == (1.0, [2.0, 4.0], 2.0)
    loss, grads = jax.jit(loss_and_grads)(params, jnp.array([[100.0, 0.0]]), jnp.array([0.0]))
    assert float(loss) == 10000.0
    assert float(grads["b"]) == 100.0 and grads["w"].tolist() == [100.0, 0.0]
    # true derivative: 2 * err * x = 20000, 2 * err = 200
    assert abs(2 * 100.0 * 100.0 - float(grads["w"][0])) > 1000
    print("verified")
