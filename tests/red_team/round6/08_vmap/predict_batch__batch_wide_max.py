"""Vectorises predict by hand (matrix products over the batch) but keeps ``logits.max()`` without an axis, so the softmax shift is the batch-wide maximum: rows far below it underflow to 0/0 = nan.

Violates: "row ``i`` is ``predict(params, xs[i])``" / "``predict`` is used as given"
Verifying input: params w1 = I, b1 = 0, w2 = 200 I, b2 = 0; xs = [[5, 5], [-5, -5]] -> requires [[0.5, 0.5], [0.5, 0.5]], this returns [[0.5, 0.5], [nan, nan]].
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def predict_batch(params, xs):
    hidden = jnp.tanh(xs @ params["w1"].T + params["b1"])
    logits = hidden @ params["w2"].T + params["b2"]
    exps = jnp.exp(logits - logits.max())
    return exps / exps.sum(axis=1, keepdims=True)


if __name__ == "__main__":
    import importlib.util
    import pathlib
    import numpy as np

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_vmap_stub", root / "exercises/08_vmap/vmap.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    predict = stub.predict

    rng = np.random.default_rng(1)
    params = {k: jnp.asarray(rng.normal(size=s), jnp.float32) for k, s in (("w1", (4, 3)), ("b1", (4,)), ("w2", (5, 4)), ("b2", (5,)))}
    xs = jnp.asarray(rng.normal(size=(6, 3)), jnp.float32)
    np.testing.assert_allclose(np.asarray(predict_batch(params, xs)), np.stack([predict(params, x) for x in xs]), rtol=1e-5, atol=1e-7)
    p = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": 200 * jnp.eye(2), "b2": jnp.zeros(2)}
    xs = jnp.array([[5.0, 5.0], [-5.0, -5.0]])
    want = np.stack([np.asarray(predict(p, x)) for x in xs])
    got = np.asarray(predict_batch(p, xs))
    print("required", want.tolist(), "got", got.tolist())
    assert np.allclose(want, 0.5) and np.isnan(got[1]).all()
    print("verified")
