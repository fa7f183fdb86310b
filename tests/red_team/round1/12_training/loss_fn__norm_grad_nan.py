"""Writes the MSE as ``norm(predictions - y) ** 2 / batch``; the value is right, but the gradient is NaN wherever the fit is exact (norm's derivative at 0).

Violates: "A pure function of its arguments, jittable and differentiable in ``params``" (the gradient of the MSE at a perfect fit is 0).
Verifying input: jax.grad(loss_fn)(zero params, jnp.ones((4, 2)), jnp.zeros(4)) -> the docstring requires zero gradients, this returns NaN.
"""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def loss_fn(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.linalg.norm(predictions - y) ** 2 / y.shape[0]


if __name__ == "__main__":
    params = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    assert loss_fn(params, jnp.ones((4, 2)), jnp.zeros(4)).tolist() == 1.0
    g = jax.grad(loss_fn)(params, jnp.ones((4, 2)), jnp.zeros(4))
    assert np.isclose(float(g["b2"]), 2.0)
    zero = dict(params, b2=jnp.array(0.0))
    assert float(loss_fn(zero, jnp.ones((4, 2)), jnp.zeros(4))) == 0.0
    g = jax.grad(loss_fn)(zero, jnp.ones((4, 2)), jnp.zeros(4))
    assert bool(jnp.isnan(g["b2"])), g
    print("verified")
