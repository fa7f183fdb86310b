"""The student vmaps ``predict`` over the rows under ``jax.jit``, but first converts ``xs`` to
float32 ("half precision loses too much in the softmax"). ``params`` stay as they are, so in
``predict`` the float16 weights meet a float32 row and JAX promotes everything to float32.
On float32 inputs this is exactly the obvious solution; on float16 or bfloat16 the
probabilities come back float32, where the docstring says the result keeps the dtype.

Violates: "A float array of shape ``(n, k)`` in that dtype (float16 stays float16)"
Verifying input: params = {"w1": eye(2), "b1": zeros(2), "w2": eye(2), "b2": zeros(2)} all float16, xs = zeros((3, 2), float16): the result must be float16; this returns float32.
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def predict_batch(params, xs):
    xs = xs.astype(jnp.float32)
    return jax.vmap(predict, in_axes=(None, 0))(params, xs)


if __name__ == "__main__":
    def predict(params, x):
        hidden = jnp.tanh(params["w1"] @ x + params["b1"])
        logits = params["w2"] @ hidden + params["b2"]
        exps = jnp.exp(logits - logits.max())
        return exps / exps.sum()

    p32 = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
    out = predict_batch(p32, jnp.zeros((3, 2)))
    assert out.tolist() == [[0.5, 0.5]] * 3 and out.dtype == jnp.float32
    p16 = jax.tree.map(lambda a: a.astype(jnp.float16), p32)
    got = predict_batch(p16, jnp.zeros((3, 2), jnp.float16))
    print("float16 inputs ->", got.dtype)
    assert got.dtype == jnp.float32
    print("flaw shown")
