"""Writes the loss as ||predictions - y||**2 / batch with jnp.linalg.norm: same value, but its gradient is NaN when the fit is exact.

Violates: "A pure function of its arguments, jittable and differentiable in ``params``".
Verifying input: docstring params with b2 = 0, x ones (4, 2), y zeros(4) (loss 0) -> the docstring requires gradient 0 for every parameter, this returns NaN gradients.
"""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    pred = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.linalg.norm(pred - y) ** 2 / y.shape[0]


if __name__ == "__main__":
    params = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    assert abs(loss_fn(params, jnp.ones((4, 2)), jnp.zeros(4)).tolist() - 1.0) < 1e-6
    g = jax.grad(loss_fn)(params, jnp.ones((4, 2)), jnp.zeros(4))
    assert abs(float(g["b2"]) - 2.0) < 1e-5
    exact = dict(params, b2=jnp.array(0.0))
    assert float(loss_fn(exact, jnp.ones((4, 2)), jnp.zeros(4))) == 0.0
    g = jax.grad(loss_fn)(exact, jnp.ones((4, 2)), jnp.zeros(4))
    assert bool(jnp.isnan(g["b2"])), g
    print("verified")
