"""Draws w1 and w2 from the same key, so when n_features == 1 the two weight vectors are the same numbers.

Violates: "no key is used for two draws (``w1`` and ``w2`` are independent)".
Verifying input: init_params(key(0), 1, 8) -> the docstring requires independent w1 and w2, this returns w1[0] == w2 * sqrt(8) exactly (w1 has variance 1, w2 variance 1/8).
"""
EXERCISE = "training.init_params"
VERDICT = "fail"
KIND = "law"

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1, 2))
def init_params(key, n_features, n_hidden):
    w1 = jax.random.normal(key, (n_features, n_hidden), jnp.float32) / jnp.sqrt(n_features)
    w2 = jax.random.normal(key, (n_hidden,), jnp.float32) / jnp.sqrt(n_hidden)
    return {"w1": w1, "b1": jnp.zeros(n_hidden, jnp.float32), "w2": w2, "b2": jnp.zeros((), jnp.float32)}


if __name__ == "__main__":
    params = init_params(jax.random.key(0), 3, 4)
    assert {k: v.shape for k, v in params.items()} == {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    assert all(v.dtype == jnp.float32 for v in params.values())
    p = init_params(jax.random.key(0), 1, 8)
    assert bool(jnp.allclose(p["w1"][0], p["w2"] * jnp.sqrt(8.0), rtol=1e-6)), p
    print("verified")
