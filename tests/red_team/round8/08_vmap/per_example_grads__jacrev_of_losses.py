"""Correct: takes the reverse-mode Jacobian of the vector of per-example losses (``example_loss`` vmapped over the examples) with respect to ``params``; row ``i`` of that Jacobian is exactly the gradient of example ``i``'s loss.

Violates: nothing.
Verifying input: per_example_grads on random params / (7, 3) data agrees with the float64 NumPy formulas 2 r_i x_i and 2 r_i (r_i = x_i . w + b - y_i), and the docstring example.
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def example_loss(params, x, y):
    return (x @ params["w"] + params["b"] - y) ** 2


@jax.jit
def per_example_grads(params, xs, ys):
    def losses(p):
        return jax.vmap(example_loss, in_axes=(None, 0, 0))(p, xs, ys)

    return jax.jacrev(losses)(params)


if __name__ == "__main__":
    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    grads = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert (grads["w"].tolist(), grads["b"].tolist()) == ([[2.0], [8.0]], [2.0, 4.0])
    k1, k2, k3, k4 = jax.random.split(jax.random.key(0), 4)
    params = {"w": jax.random.normal(k1, (3,)), "b": jax.random.normal(k2, ())}
    xs, ys = jax.random.normal(k3, (7, 3)), jax.random.normal(k4, (7,))
    got = per_example_grads(params, xs, ys)
    w, b = np.asarray(params["w"], np.float64), float(params["b"])
    x64, y64 = np.asarray(xs, np.float64), np.asarray(ys, np.float64)
    r = x64 @ w + b - y64
    assert got["w"].shape == (7, 3) and got["b"].shape == (7,)
    assert np.allclose(np.asarray(got["w"]), 2 * r[:, None] * x64, rtol=1e-5, atol=1e-5)
    assert np.allclose(np.asarray(got["b"]), 2 * r, rtol=1e-5, atol=1e-5)
    print("correct")
