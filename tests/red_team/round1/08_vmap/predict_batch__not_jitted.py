"""The student vmaps predict correctly but never wraps predict_batch in jax.jit, so it is not a jitted function and re-dispatches op by op on every call.

Violates: "predict_batch itself must be a jitted function (the grader checks)".
Verifying input: any call -> the docstring requires predict_batch to be a jitted function (a jax.jit wrapper with .lower); this is a plain Python function.
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def predict_batch(params: dict[str, jax.Array], xs: jax.Array) -> jax.Array:
    return jax.vmap(predict, in_axes=(None, 0))(params, xs)


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
    xs = jnp.array([[0.0, 1.0], [3.0, -2.0]])
    assert np.allclose(np.asarray(predict_batch(params, xs)), np.stack([np.asarray(predict(params, x)) for x in xs]))
    assert not hasattr(predict_batch, "lower")
    print("verified")
