"""The student rewrites predict for a batch with matrix products and subtracts the maximum of the WHOLE logits matrix, not each row's: rows far below the batch maximum underflow to 0/0 = nan.

Violates: "row i is predict(params, xs[i])" (and "predict is used as given").
Verifying input: w1=[[10]], b1=[0], w2=[[100],[50]], b2=[0,0], xs=[[1],[-1]] -> the docstring requires row 1 = predict(params, [-1]) = [~0, 1]; this returns [nan, nan].
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
    if "predict" not in globals():
        def predict(params, x):
            hidden = jnp.tanh(params["w1"] @ x + params["b1"])
            logits = params["w2"] @ hidden + params["b2"]
            exps = jnp.exp(logits - logits.max())
            return exps / exps.sum()
    params = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
    assert predict_batch(params, jnp.zeros((3, 2))).tolist() == [[0.5, 0.5], [0.5, 0.5], [0.5, 0.5]]
    rng = np.random.default_rng(0)
    p = {"w1": rng.normal(size=(4, 3)), "b1": rng.normal(size=4), "w2": rng.normal(size=(2, 4)), "b2": rng.normal(size=2)}
    p = {k: jnp.asarray(v, jnp.float32) for k, v in p.items()}
    xs = jnp.asarray(rng.normal(size=(5, 3)), jnp.float32)
    assert np.allclose(np.asarray(predict_batch(p, xs)), np.stack([np.asarray(predict(p, x)) for x in xs]), atol=1e-6)
    bad = {"w1": jnp.array([[10.0]]), "b1": jnp.zeros(1), "w2": jnp.array([[100.0], [50.0]]), "b2": jnp.zeros(2)}
    xs = jnp.array([[1.0], [-1.0]])
    want = predict(bad, xs[1])
    assert bool(jnp.all(jnp.isfinite(want)))
    got = predict_batch(bad, xs)
    assert bool(jnp.all(jnp.isnan(got[1]))), got
    print("verified")
