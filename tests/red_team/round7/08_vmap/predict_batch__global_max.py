"""The student vectorises ``predict`` by hand and subtracts the maximum logit of the whole batch instead of each row's, so a row whose logits are far below another row's underflows to 0/0.

Violates: "Returns: A float array of shape ``(n, k)``: row ``i`` is ``predict(params, xs[i])``." (params: "float arrays", xs: "a float array")
Verifying input: w1 = b-free identity, w2 = 1000 * I, xs = [[10, 10], [-10, -10]]: row 1 must be predict(params, xs[1]) = [0.5, 0.5]; this returns nan.
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def predict(params, x):
    hidden = jnp.tanh(params["w1"] @ x + params["b1"])
    logits = params["w2"] @ hidden + params["b2"]
    exps = jnp.exp(logits - logits.max())
    return exps / exps.sum()


@jax.jit
def predict_batch(params, xs):
    hidden = jnp.tanh(xs @ params["w1"].T + params["b1"])
    logits = hidden @ params["w2"].T + params["b2"]
    exps = jnp.exp(logits - logits.max())
    return exps / exps.sum(axis=1, keepdims=True)


if __name__ == "__main__":
    params = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": 1000.0 * jnp.eye(2), "b2": jnp.zeros(2)}
    xs = jnp.array([[10.0, 10.0], [-10.0, -10.0]])
    want = np.stack([np.asarray(predict(params, x)) for x in xs])
    assert not np.allclose(np.asarray(predict_batch(params, xs)), want, equal_nan=False)
    params = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
    assert predict_batch(params, jnp.zeros((3, 2))).tolist() == [[0.5, 0.5]] * 3
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(5, 3)), jnp.float32), "b1": jnp.asarray(rng.normal(size=5), jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(4, 5)), jnp.float32), "b2": jnp.asarray(rng.normal(size=4), jnp.float32)}
    xs = jnp.asarray(rng.normal(size=(16, 3)), jnp.float32)
    want = np.stack([np.asarray(predict(params, x)) for x in xs])
    assert np.allclose(np.asarray(predict_batch(params, xs)), want, atol=1e-6)
    print("verified")
