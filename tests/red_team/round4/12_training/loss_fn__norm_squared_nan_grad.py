"""The student writes the mean squared error as `jnp.linalg.norm(predictions - y) ** 2 / batch`: the value is right, but the norm's square root has an infinite derivative at zero, so the gradient is NaN whenever the predictions fit the targets exactly.

Violates: "A pure function of its arguments, jittable and differentiable in ``params``."
Verifying input: params with w2 = 0, b2 = 0.5, y = 0.5 everywhere (exact fit, loss 0) -> requires grad 0 for every parameter, this returns NaN gradients.
"""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    hidden = jnp.tanh(x @ params["w1"] + params["b1"])
    predictions = hidden @ params["w2"] + params["b2"]
    return jnp.linalg.norm(predictions - y) ** 2 / y.shape[0]


if __name__ == "__main__":
    import numpy as np

    def ref(params, x, y):
        p = {k: np.asarray(v, np.float64) for k, v in params.items()}
        pred = np.tanh(np.asarray(x, np.float64) @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]
        return np.mean((pred - np.asarray(y, np.float64)) ** 2)

    params = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    assert loss_fn(params, jnp.ones((4, 2)), jnp.zeros(4)).tolist() == 1.0
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(3, 5)), jnp.float32), "b1": jnp.asarray(rng.normal(size=5), jnp.float32),
              "w2": jnp.asarray(rng.normal(size=5), jnp.float32), "b2": jnp.float32(0.3)}
    x = jnp.asarray(rng.normal(size=(16, 3)), jnp.float32)
    y = jnp.asarray(rng.normal(size=16), jnp.float32)
    val = jax.jit(loss_fn)(params, x, y)
    assert val.dtype == jnp.float32 and val.shape == ()
    np.testing.assert_allclose(val, ref(params, x, y), rtol=1e-5)
    g = jax.grad(loss_fn)(params, x, y)
    eps = 1e-3
    for k in ("b2",):
        num = (ref({**params, k: params[k] + eps}, x, y) - ref({**params, k: params[k] - eps}, x, y)) / (2 * eps)
        np.testing.assert_allclose(g[k], num, rtol=1e-3)

    # the flaw: exact fit -> NaN gradient
    fit = {"w1": params["w1"], "b1": params["b1"], "w2": jnp.zeros(5), "b2": jnp.float32(0.5)}
    yy = jnp.full(16, 0.5)
    value, grads = jax.value_and_grad(loss_fn)(fit, x, yy)
    print("loss", value, " grad b2", grads["b2"], " grad w2", grads["w2"][:2])
    assert float(value) == 0.0 and bool(jnp.isnan(grads["b2"])) and bool(jnp.isnan(grads["w2"]).all())
    print("verified")
