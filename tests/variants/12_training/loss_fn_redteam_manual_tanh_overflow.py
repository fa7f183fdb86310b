"""Computes tanh by hand as ``(exp(2a) - 1) / (exp(2a) + 1)``, which is inf / inf = NaN once a pre-activation exceeds about 44.

Violates: "``predictions = tanh(x @ w1 + b1) @ w2 + b2``" (tanh saturates at 1, it never gives NaN).
Verifying input: w1 = ones((2, 3)), x = 100 * ones((4, 2)), w2 = ones(3), b2 = 0, y = 0 -> the docstring requires loss 9.0, this returns NaN.
"""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
MESSAGE = 'scaled by 100'

import jax
import jax.numpy as jnp
import numpy as np


def loss_fn(params, x, y):
    a = x @ params["w1"] + params["b1"]
    e = jnp.exp(2.0 * a)
    hidden = (e - 1.0) / (e + 1.0)
    predictions = hidden @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)
