"""The student expands the square, mean(p**2) - 2 mean(p*y) + mean(y**2), which cancels catastrophically in float32 when predictions and targets are large but close.

Violates: "the loss is the mean over the n examples of (prediction - y) ** 2".
Verifying input: params={"w": [10000], "b": 1}, x=[[1]], y=[10000] -> the docstring requires loss 1.0 (residual 1); this returns 0.0.
"""
EXERCISE = "grad.loss_and_grads"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def loss_and_grads(params: dict[str, jax.Array], x: jax.Array, y: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    def _lg_exp_loss(p):
        pred = x @ p["w"] + p["b"]
        return jnp.mean(pred ** 2) - 2.0 * jnp.mean(pred * y) + jnp.mean(y ** 2)

    return jax.value_and_grad(_lg_exp_loss)(params)


if __name__ == "__main__":
    params = {"w": jnp.array([1.0, 0.0]), "b": jnp.array(0.0)}
    loss, grads = loss_and_grads(params, jnp.array([[1.0, 2.0]]), jnp.array([0.0]))
    assert (float(loss), grads["w"].tolist(), float(grads["b"])) == (1.0, [2.0, 4.0], 2.0)
    params = {"w": jnp.array([10000.0]), "b": jnp.array(1.0)}
    loss, grads = jax.jit(loss_and_grads)(params, jnp.array([[1.0]]), jnp.array([10000.0]))
    assert float(loss) != 1.0, float(loss)
    assert abs(float(loss) - 1.0) >= 1.0, float(loss)
    print("verified")
