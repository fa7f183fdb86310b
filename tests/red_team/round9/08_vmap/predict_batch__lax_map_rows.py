"""The student jits ``predict_batch`` and, knowing a Python loop would unroll, maps ``predict``
over the rows with ``lax.map``. Values and dtypes are exactly right and the program does not
grow with the batch size, but ``lax.map`` is a compiled loop (a ``scan`` in the jaxpr) that
runs ``predict`` one row after another: it is not vectorised, which the docstring forbids in
so many words.

Violates: "Vectorised means every row at once: no loop over the rows, in Python or compiled (``lax.map``, ``lax.scan``; the grader reads the jaxpr)."
Verifying input: jax.make_jaxpr(predict_batch)(params, jnp.zeros((3, 2))) with the docstring's params must contain no loop over the rows; this jaxpr holds a ``scan`` of length 3.
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


@jax.jit
def predict_batch(params, xs):
    return lax.map(lambda x: predict(params, x), xs)


if __name__ == "__main__":
    def predict(params, x):
        hidden = jnp.tanh(params["w1"] @ x + params["b1"])
        logits = params["w2"] @ hidden + params["b2"]
        exps = jnp.exp(logits - logits.max())
        return exps / exps.sum()

    params = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
    assert predict_batch(params, jnp.zeros((3, 2))).tolist() == [[0.5, 0.5]] * 3
    text = str(jax.make_jaxpr(predict_batch)(params, jnp.zeros((3, 2))))
    print("scan in jaxpr:", "scan[" in text or "scan" in text, "| length=3 in jaxpr:", "length=3" in text)
    assert "scan" in text and "length=3" in text
    print("flaw shown")
