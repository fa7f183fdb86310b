"""The student draws w1 and w2 from the same key, so the two weight matrices are not independent (w2 repeats w1's first numbers, rescaled).

Violates: "no key is used for two draws (``w1`` and ``w2`` are independent)"
Verifying input: init_params(jax.random.key(0), 1, 4): w2 must be independent of w1; this returns w2 == w1[0] / 2 exactly.
"""
EXERCISE = "training.init_params"
VERDICT = "fail"
KIND = "admitted"

import functools

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    w1 = jax.random.normal(key, (n_features, n_hidden), jnp.float32) / jnp.sqrt(n_features)
    w2 = jax.random.normal(key, (n_hidden,), jnp.float32) / jnp.sqrt(n_hidden)
    return {
        "w1": w1,
        "b1": jnp.zeros(n_hidden, jnp.float32),
        "w2": w2,
        "b2": jnp.zeros((), jnp.float32),
    }


if __name__ == "__main__":
    import numpy as np

    p = jax.jit(init_params, static_argnums=(1, 2))(jax.random.key(0), 1, 4)
    np.testing.assert_allclose(np.asarray(p["w2"]), np.asarray(p["w1"][0]) / 2, rtol=1e-6)

    params = init_params(jax.random.key(0), 3, 4)
    assert {name: value.shape for name, value in params.items()} == {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    print("ok: flaw shows")
