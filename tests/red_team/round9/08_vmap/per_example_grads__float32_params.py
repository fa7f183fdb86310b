"""The student vmaps ``jax.grad(example_loss)`` over the examples, which is the right idea,
but first casts ``params``, ``xs`` and ``ys`` to float32 "so squaring a half-precision
residual does not overflow". ``jax.grad`` returns cotangents in the dtype of the primal it
differentiates, which is now float32: on float16 or bfloat16 inputs every gradient comes back
float32, while the docstring wants each leaf in its parameter's dtype.

Violates: "``{"w": (n, d), "b": (n,)}``, each in its parameter's dtype (float16 stays float16)"
Verifying input: per_example_grads({"w": jnp.array([1.0], float16), "b": jnp.array(0.0, float16)}, jnp.array([[1.0], [2.0]], float16), jnp.zeros(2, float16)) must give float16 w [[2.0], [8.0]] and b [2.0, 4.0]; this returns the right values as float32.
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def per_example_grads(params, xs, ys):
    params32 = jax.tree.map(lambda a: jnp.asarray(a, jnp.float32), params)
    xs32 = xs.astype(jnp.float32)
    ys32 = ys.astype(jnp.float32)
    return jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0))(params32, xs32, ys32)


if __name__ == "__main__":
    def example_loss(params, x, y):
        return (x @ params["w"] + params["b"] - y) ** 2

    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    g = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert (g["w"].tolist(), g["b"].tolist()) == ([[2.0], [8.0]], [2.0, 4.0])
    p16 = jax.tree.map(lambda a: a.astype(jnp.float16), params)
    g16 = per_example_grads(p16, jnp.array([[1.0], [2.0]], jnp.float16), jnp.zeros(2, jnp.float16))
    print("float16 params -> w grads", g16["w"].dtype, ", b grads", g16["b"].dtype)
    assert g16["w"].dtype == jnp.float32 and g16["b"].dtype == jnp.float32
    print("flaw shown")
