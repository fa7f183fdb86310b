"""Returns the loss in whatever dtype the inputs have: with float16 params and data the loss is a float16 scalar.

Violates: "``(loss, grads)``: ``loss`` a float32 scalar".
Verifying input: params {"w": float16 [1, 0], "b": float16 0}, x float16 [[1, 2]], y float16 [0] -> the docstring requires a float32 loss, this returns float16.
"""
EXERCISE = "grad.loss_and_grads"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def _lgd_loss(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


def loss_and_grads(params: dict[str, jax.Array], x: jax.Array, y: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    return jax.value_and_grad(_lgd_loss)(params, x, y)


if __name__ == "__main__":
    import numpy as np
    params = {"w": jnp.array([1.0, 0.0]), "b": jnp.array(0.0)}
    loss, grads = loss_and_grads(params, jnp.array([[1.0, 2.0]]), jnp.array([0.0]))
    assert (float(loss), grads["w"].tolist(), float(grads["b"])) == (1.0, [2.0, 4.0], 2.0)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(6, 3)).astype(np.float32)
    y = rng.normal(size=6).astype(np.float32)
    p = {"w": rng.normal(size=3).astype(np.float32), "b": np.float32(0.3)}
    l, g = jax.jit(loss_and_grads)(p, x, y)
    r = x.astype(np.float64) @ p["w"] + p["b"] - y
    assert l.dtype == jnp.float32 and np.isclose(float(l), np.mean(r ** 2), rtol=1e-5)
    assert np.allclose(g["w"], 2 * x.T @ r / 6, rtol=1e-4) and g["b"].shape == () and np.isclose(g["b"], 2 * r.mean(), rtol=1e-4)
    h = {"w": jnp.array([1.0, 0.0], jnp.float16), "b": jnp.array(0.0, jnp.float16)}
    l16, _ = loss_and_grads(h, jnp.array([[1.0, 2.0]], jnp.float16), jnp.array([0.0], jnp.float16))
    print(l16.dtype)
    assert l16.dtype != jnp.float32
    print("verified")
