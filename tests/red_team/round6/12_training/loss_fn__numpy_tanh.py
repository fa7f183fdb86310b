"""Uses np.tanh for the hidden layer, which converts its argument to a NumPy array: it works on concrete arrays but fails under jax.jit and jax.grad.

Violates: "A pure function of its arguments, jittable and differentiable in ``params``."
Verifying input: jax.grad(loss_fn)(params, x, y) for the docstring example -> requires a gradient dict, this raises TracerArrayConversionError.
"""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp
import numpy as np


def loss_fn(params, x, y):
    hidden = np.tanh(x @ params["w1"] + params["b1"])
    predictions = hidden @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


if __name__ == "__main__":
    params = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    x, y = jnp.ones((4, 2)), jnp.zeros(4)
    assert loss_fn(params, x, y).tolist() == 1.0
    for transform in (jax.grad, jax.jit):
        try:
            transform(loss_fn)(params, x, y)
            raise SystemExit(f"{transform.__name__} worked")
        except jax.errors.TracerArrayConversionError as error:
            print(transform.__name__, "->", type(error).__name__)
    print("verified")
