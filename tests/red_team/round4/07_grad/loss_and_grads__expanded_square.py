"""The student expands the square, mean(p**2) - 2 mean(p y) + mean(y**2), which cancels catastrophically in float32 when targets have a large mean.

Violates: "the loss is the mean over the ``n`` examples of ``(prediction - y) ** 2``"
Verifying input: w=[1.0], b=0, x=[[10000.0], [20000.0]], y=[10000.1, 20000.1] -> requires a loss of about 0.0098 (residuals -0.1 in float32), this returns 0.0 (or a multiple of float32's ulp at 1e8; not close).
"""
EXERCISE = "grad.loss_and_grads"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def loss_and_grads(params: dict[str, jax.Array], x: jax.Array, y: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    def loss_fn(p):
        pred = x @ p["w"] + p["b"]
        # (pred - y)**2 = pred**2 - 2 pred y + y**2
        return jnp.mean(pred * pred) - 2.0 * jnp.mean(pred * y) + jnp.mean(y * y)

    return jax.value_and_grad(loss_fn)(params)


if __name__ == "__main__":
    import numpy as np
    params = {"w": jnp.array([1.0, 0.0]), "b": jnp.array(0.0)}
    loss, grads = loss_and_grads(params, jnp.array([[1.0, 2.0]]), jnp.array([0.0]))
    assert (float(loss), grads["w"].tolist(), float(grads["b"])) == (1.0, [2.0, 4.0], 2.0)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(5, 3)).astype(np.float32); y = rng.normal(size=5).astype(np.float32)
    p = {"w": rng.normal(size=3).astype(np.float32), "b": np.float32(0.3)}
    r = x.astype(np.float64) @ p["w"] + p["b"] - y
    loss, grads = jax.jit(loss_and_grads)(p, x, y)
    np.testing.assert_allclose(loss, np.mean(r ** 2), rtol=1e-4)
    np.testing.assert_allclose(grads["w"], 2 * x.T @ r / 5, rtol=1e-3, atol=1e-5)
    np.testing.assert_allclose(grads["b"], 2 * r.mean(), rtol=1e-3, atol=1e-5)
    assert loss.dtype == jnp.float32 and grads["b"].shape == ()
    pb = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    xb = jnp.array([[10000.0], [20000.0]]); yb = jnp.array([10000.1, 20000.1], jnp.float32)
    rb = np.asarray(xb, np.float64)[:, 0] - np.asarray(yb, np.float64)
    want = float(np.mean(rb ** 2))
    got = float(loss_and_grads(pb, xb, yb)[0])
    assert abs(want - 0.0098) < 1e-3 and abs(got - want) > 0.5 * want, (got, want)  # the breach
    print("verified")
