"""The student writes the batched network by hand instead of vmapping ``predict``: matrix
products over the whole ``(n, d)`` batch, then a softmax. They remember to normalise each row
with ``sum(axis=1)``, but keep ``predict``'s ``logits.max()`` for the stability shift, which is
now the maximum over the whole batch, not over the row. Mathematically the shift cancels, so
ordinary inputs give the right probabilities; but a row whose logits all sit far below the
batch's largest logit has every ``exp`` underflow to 0, and the row becomes ``0 / 0 = nan``
(in float16 a gap of about 20 is enough). ``predict`` on that row alone is finite.

Violates: "row ``i`` is ``predict(params, xs[i])``"
Verifying input: params = {"w1": eye(2), "b1": zeros(2), "w2": 200 * ones((2, 2)), "b2": zeros(2)}, xs = [[5, 5], [-5, -5]] (float32): row 1 must be predict(params, xs[1]) = [0.5, 0.5]; this returns [nan, nan].
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def predict_batch(params, xs):
    hidden = jnp.tanh(xs @ params["w1"].T + params["b1"])
    logits = hidden @ params["w2"].T + params["b2"]
    exps = jnp.exp(logits - logits.max())
    return exps / exps.sum(axis=1, keepdims=True)


if __name__ == "__main__":
    def predict(params, x):
        hidden = jnp.tanh(params["w1"] @ x + params["b1"])
        logits = params["w2"] @ hidden + params["b2"]
        exps = jnp.exp(logits - logits.max())
        return exps / exps.sum()

    p0 = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
    assert predict_batch(p0, jnp.zeros((3, 2))).tolist() == [[0.5, 0.5]] * 3
    params = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": 200.0 * jnp.ones((2, 2)), "b2": jnp.zeros(2)}
    xs = jnp.array([[5.0, 5.0], [-5.0, -5.0]])
    want = predict(params, xs[1])
    got = predict_batch(params, xs)
    print("predict(row 1) =", want.tolist(), " predict_batch row 1 =", got[1].tolist())
    assert want.tolist() == [0.5, 0.5] and bool(jnp.isnan(got[1]).all())
    print("flaw shown")
