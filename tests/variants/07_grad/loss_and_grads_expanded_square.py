"""The student expands the square, mean(p**2) - 2 mean(p y) + mean(y**2), which cancels catastrophically in float32 when targets have a large mean."""
EXERCISE = "grad.loss_and_grads"
VERDICT = "fail"
MESSAGE = 'with 1000 added to'

import jax
import jax.numpy as jnp


def loss_and_grads(params: dict[str, jax.Array], x: jax.Array, y: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    def loss_fn(p):
        pred = x @ p["w"] + p["b"]
        # (pred - y)**2 = pred**2 - 2 pred y + y**2
        return jnp.mean(pred * pred) - 2.0 * jnp.mean(pred * y) + jnp.mean(y * y)

    return jax.value_and_grad(loss_fn)(params)
