"""The student builds jax.jit(jax.vmap(predict)) inside the function body on every call: predict_batch itself is not jitted, and each call re-traces and recompiles.

Violates: "``predict_batch`` itself must be a jitted function (the grader checks), must beat a Python loop that calls ``predict`` once per row"
Verifying input: any call, e.g. two calls with the same (3, 2) xs -> requires a jitted function (with .lower) that compiles once, this is a plain function and traces predict afresh on every call.
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def predict_batch(params: dict[str, jax.Array], xs: jax.Array) -> jax.Array:
    batched = jax.jit(jax.vmap(predict, in_axes=(None, 0)))
    return batched(params, xs)


if __name__ == "__main__":
    import numpy as np
    TRACES = [0]

    def predict(params, x):
        TRACES[0] += 1
        hidden = jnp.tanh(params["w1"] @ x + params["b1"])
        logits = params["w2"] @ hidden + params["b2"]
        exps = jnp.exp(logits - logits.max())
        return exps / exps.sum()

    params = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
    assert predict_batch(params, jnp.zeros((3, 2))).tolist() == [[0.5, 0.5]] * 3
    rng = np.random.default_rng(0)
    p = {"w1": rng.normal(size=(4, 3)).astype(np.float32), "b1": rng.normal(size=4).astype(np.float32),
         "w2": rng.normal(size=(5, 4)).astype(np.float32), "b2": rng.normal(size=5).astype(np.float32)}
    xs = rng.normal(size=(7, 3)).astype(np.float32)
    np.testing.assert_allclose(predict_batch(p, xs), np.stack([predict(p, x) for x in xs]), rtol=1e-5, atol=1e-6)
    assert not hasattr(predict_batch, "lower")  # the breach: not a jitted function
    TRACES[0] = 0
    predict_batch(p, xs); predict_batch(p, xs)
    assert TRACES[0] == 2, TRACES  # traced (and compiled) again on every call
    print("verified")
