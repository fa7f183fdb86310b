"""The student writes the MSE as ``jnp.linalg.norm(residual) ** 2 / n`` and lets value_and_grad differentiate it; the norm's sqrt has an infinite slope at 0, so at a perfect fit the gradient is nan instead of 0.

Violates: "The gradient must be the derivative of the very loss returned" (the derivative of mean((pred - y)**2) at a zero residual is 0)
Verifying input: params={"w": [1, 2], "b": 0.5}, x=[[1, 1], [2, 0]], y=x@w+b=[3.5, 2.5] -> requires loss 0 and grads {"w": [0, 0], "b": 0}, this returns nan gradients.
"""
EXERCISE = "grad.loss_and_grads"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def loss_and_grads(params: dict[str, jax.Array], x: jax.Array, y: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    def loss_fn(p):
        residual = x @ p["w"] + p["b"] - y
        return jnp.linalg.norm(residual) ** 2 / x.shape[0]

    return jax.value_and_grad(loss_fn)(params)


if __name__ == "__main__":
    import numpy as np

    params = {"w": jnp.array([1.0, 0.0]), "b": jnp.array(0.0)}
    loss, grads = loss_and_grads(params, jnp.array([[1.0, 2.0]]), jnp.array([0.0]))
    assert (float(loss), grads["w"].tolist(), float(grads["b"])) == (1.0, [2.0, 4.0], 2.0)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(8, 3)).astype(np.float32)
    y = rng.normal(size=8).astype(np.float32)
    p = {"w": jnp.array(rng.normal(size=3), jnp.float32), "b": jnp.float32(0.3)}
    loss, g = jax.jit(loss_and_grads)(p, x, y)
    r = x @ np.asarray(p["w"]) + 0.3 - y
    np.testing.assert_allclose(loss, np.mean(r ** 2), rtol=1e-5)
    np.testing.assert_allclose(g["w"], 2 * x.T @ r / 8, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(g["b"], 2 * r.mean(), rtol=1e-4, atol=1e-5)
    assert loss.dtype == jnp.float32 and g["b"].shape == ()

    p = {"w": jnp.array([1.0, 2.0]), "b": jnp.array(0.5)}
    x = jnp.array([[1.0, 1.0], [2.0, 0.0]])
    y = x @ p["w"] + p["b"]
    loss, g = jax.jit(loss_and_grads)(p, x, y)
    print("perfect fit: loss", float(loss), "grads", g["w"].tolist(), float(g["b"]), "(required 0s)")
    assert float(loss) == 0.0 and bool(jnp.isnan(g["w"]).all()) and bool(jnp.isnan(g["b"]))
    print("verified")
