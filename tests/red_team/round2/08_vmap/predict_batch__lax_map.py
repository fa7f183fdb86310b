"""Jits lax.map(predict) over the rows: one compiled program that does not grow, and it beats a Python loop, but it is a sequential loop, not a vectorised one.

Violates: "``predict`` for every row of ``xs``, as one compiled, vectorised program."
Verifying input: make_jaxpr(predict_batch)(params, xs) -> the docstring requires the batch to be vectorised (batched ops, no loop over rows), this holds a scan over the n rows.
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def predict_batch(params: dict[str, jax.Array], xs: jax.Array) -> jax.Array:
    return lax.map(lambda x: predict(params, x), xs)


if __name__ == "__main__":
    import numpy as np

    def predict(params, x):  # the module's given function, copied for this standalone check
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
    ref = np.stack([np.asarray(predict(p, x)) for x in xs])
    assert np.allclose(predict_batch(p, xs), ref, rtol=1e-5, atol=1e-6)
    j8 = jax.make_jaxpr(predict_batch)(p, jnp.ones((8, 4)))
    j800 = jax.make_jaxpr(predict_batch)(p, jnp.ones((800, 4)))
    assert len(str(j800)) <= len(str(j8)) + 10
    text = str(j8)
    print("scan" in text)
    assert "scan" in text
    print("verified")
