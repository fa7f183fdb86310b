"""The student jits a Python loop over the rows (jnp.stack of predict per row): right numbers, but the traced program has one copy of predict per example.

Violates: "its program must not grow with the batch size" (and "as one compiled, vectorised program").
Verifying input: xs of shape (2, 2) vs (16, 2) -> the docstring requires the same program size; this one's jaxpr grows from about 2x to 16x predict's equations.
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


@jax.jit
def predict_batch(params: dict[str, jax.Array], xs: jax.Array) -> jax.Array:
    return jnp.stack([predict(params, x) for x in xs])


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
    assert hasattr(predict_batch, "lower")
    def _size(n):
        return len(str(jax.make_jaxpr(predict_batch.__wrapped__)(params, jnp.zeros((n, 2)))).splitlines())
    assert _size(16) > 4 * _size(2), (_size(2), _size(16))
    print("verified")
