"""Rewrites predict for a batch by hand and keeps logits.max() without an axis: the shift is the batch's maximum, so a row far below it underflows to 0/0.

Violates: "Row ``i`` is ``predict(params, xs[i])``" / "``predict`` is used as given."
Verifying input: w1 = I, b1 = 0, w2 = 1000 I, b2 = 0, xs = [[10, 0], [-10, -10]] -> the docstring requires row 1 = [0.5, 0.5], this returns [nan, nan].
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

    def _pgm_predict(params, x):  # the module's given predict, copied for this standalone check
        hidden = jnp.tanh(params["w1"] @ x + params["b1"])
        logits = params["w2"] @ hidden + params["b2"]
        exps = jnp.exp(logits - logits.max())
        return exps / exps.sum()

    p = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
    assert predict_batch(p, jnp.zeros((3, 2))).tolist() == [[0.5, 0.5]] * 3
    rng = np.random.default_rng(0)
    p = {"w1": rng.normal(size=(5, 4)), "b1": rng.normal(size=5), "w2": rng.normal(size=(3, 5)), "b2": rng.normal(size=3)}
    p = {k: jnp.asarray(v, jnp.float32) for k, v in p.items()}
    xs = jnp.asarray(rng.normal(size=(7, 4)), jnp.float32)
    ref = np.stack([np.asarray(_pgm_predict(p, x)) for x in xs])
    assert np.allclose(predict_batch(p, xs), ref, rtol=1e-5, atol=1e-6)
    p = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": 1000.0 * jnp.eye(2), "b2": jnp.zeros(2)}
    xs = jnp.array([[10.0, 0.0], [-10.0, -10.0]])
    got = np.asarray(predict_batch(p, xs))
    want = np.stack([np.asarray(_pgm_predict(p, x)) for x in xs])
    print(got, want)
    assert np.allclose(want[1], [0.5, 0.5]) and np.isnan(got[1]).all()
    print("verified")
