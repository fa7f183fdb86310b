"""The student writes the per-example gradient by hand (2 * err * x and 2 * err) instead of differentiating example_loss, so it does not follow the given example_loss.

Violates: "The gradient of example_loss with respect to params ... example_loss is used as given."
Verifying input: example_loss replaced by an absolute error |x @ w + b - y|, params={"w": [1], "b": 0}, xs=[[1]], ys=[0] -> the docstring requires {"w": [[1]], "b": [1]}; this returns [[2]] and [2].
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def per_example_grads(params: dict[str, jax.Array], xs: jax.Array, ys: jax.Array) -> dict[str, jax.Array]:
    err = xs @ params["w"] + params["b"] - ys          # (n,)
    return {"w": 2.0 * err[:, None] * xs, "b": 2.0 * err}


if __name__ == "__main__":
    import numpy as np
    if "example_loss" not in globals():
        def example_loss(params, x, y):
            return (x @ params["w"] + params["b"] - y) ** 2
    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    grads = jax.jit(per_example_grads)(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert (grads["w"].tolist(), grads["b"].tolist()) == ([[2.0], [8.0]], [2.0, 4.0])
    def example_loss(params, x, y):   # another loss: the gradients must follow it
        return jnp.abs(x @ params["w"] + params["b"] - y)
    want = jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0))(params, jnp.array([[1.0]]), jnp.array([0.0]))
    got = per_example_grads(params, jnp.array([[1.0]]), jnp.array([0.0]))
    assert want["b"].tolist() == [1.0] and got["b"].tolist() == [2.0]
    print("verified")
