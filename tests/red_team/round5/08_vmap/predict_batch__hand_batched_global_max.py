"""Instead of vmapping ``predict`` the student rewrote it for a batch by hand (xs @ w1.T ...) and kept the softmax's ``logits.max()`` without an axis, so every row is shifted by the largest logit of the whole batch and a row far below it underflows to 0/0 = nan.

Violates: "``predict`` is used as given ... row ``i`` is ``predict(params, xs[i])``"
Verifying input: params w1=eye(2), b1=0, w2=200*eye(2), b2=0; xs=[[3, 3], [-3, -3]] -> requires [[0.5, 0.5], [0.5, 0.5]], this returns [[0.5, 0.5], [nan, nan]].
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def predict_batch(params: dict[str, jax.Array], xs: jax.Array) -> jax.Array:
    hidden = jnp.tanh(xs @ params["w1"].T + params["b1"])
    logits = hidden @ params["w2"].T + params["b2"]
    exps = jnp.exp(logits - logits.max())
    return exps / exps.sum(axis=1, keepdims=True)


if __name__ == "__main__":
    import numpy as np

    def predict(params, x):
        hidden = jnp.tanh(params["w1"] @ x + params["b1"])
        logits = params["w2"] @ hidden + params["b2"]
        exps = jnp.exp(logits - logits.max())
        return exps / exps.sum()

    params = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
    assert predict_batch(params, jnp.zeros((3, 2))).tolist() == [[0.5, 0.5]] * 3
    rng = np.random.default_rng(0)
    d, h, k, n = 5, 8, 3, 64
    p = {"w1": rng.normal(size=(h, d)), "b1": rng.normal(size=h), "w2": rng.normal(size=(k, h)), "b2": rng.normal(size=k)}
    p = {key: jnp.asarray(v, jnp.float32) for key, v in p.items()}
    xs = jnp.asarray(rng.normal(size=(n, d)), jnp.float32)
    np.testing.assert_allclose(predict_batch(p, xs), np.stack([predict(p, x) for x in xs]), rtol=1e-5, atol=1e-6)
    assert "scan" not in str(jax.make_jaxpr(predict_batch)(p, xs))

    big = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": 200 * jnp.eye(2), "b2": jnp.zeros(2)}
    xs = jnp.array([[3.0, 3.0], [-3.0, -3.0]])
    want = jnp.stack([predict(big, x) for x in xs])
    got = predict_batch(big, xs)
    print("required", want.tolist(), "got", got.tolist())
    assert np.allclose(want, 0.5) and bool(jnp.isnan(got[1]).all())
    print("verified")
