"""Differentiates the sum of squared errors and divides only the value by n afterwards, so the gradient is n times the gradient of the mean that is returned (right only for n = 1, as in the docstring example).

Violates: "The gradient must be the derivative of the very loss returned"
Verifying input: params={"w": [1, 0], "b": 0}, x=[[1,2],[3,4],[0,1],[2,2]], y=[0,0,0,0] -> requires d loss/d b = mean(2 r) = 3.0, this returns sum(2 r) = 12.0 (w likewise 4x).
"""
EXERCISE = "grad.loss_and_grads"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def loss_and_grads(params, x, y):
    def sse(p):
        return jnp.sum((x @ p["w"] + p["b"] - y) ** 2)

    total, grads = jax.value_and_grad(sse)(params)
    return total / x.shape[0], grads


if __name__ == "__main__":
    import numpy as np

    params = {"w": jnp.array([1.0, 0.0]), "b": jnp.array(0.0)}
    loss, grads = loss_and_grads(params, jnp.array([[1.0, 2.0]]), jnp.array([0.0]))
    assert (float(loss), grads["w"].tolist(), float(grads["b"])) == (1.0, [2.0, 4.0], 2.0)
    x = np.array([[1, 2], [3, 4], [0, 1], [2, 2]], np.float64); y = np.array([0, 0, 0, 0], np.float64)
    r = x @ np.array([1.0, 0.0]) - y
    want_w, want_b = 2 * x.T @ r / len(y), 2 * r.mean()
    loss, grads = jax.jit(loss_and_grads)(params, jnp.asarray(x, jnp.float32), jnp.asarray(y, jnp.float32))
    np.testing.assert_allclose(float(loss), np.mean(r ** 2), rtol=1e-6)
    print("d loss / d b: required", want_b, "got", float(grads["b"]))
    assert want_b == 3.0 and float(grads["b"]) == 12.0
    np.testing.assert_allclose(np.asarray(grads["w"]), 4 * want_w, rtol=1e-6)
    np.testing.assert_allclose(float(grads["b"]), 4 * want_b, rtol=1e-6)
    print("verified")
