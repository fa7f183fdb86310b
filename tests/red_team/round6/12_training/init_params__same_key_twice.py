"""Draws w1 and w2 from the same key, so w2 repeats the first row of w1 (rescaled) instead of being independent.

Violates: "no key is used for two draws (``w1`` and ``w2`` are independent)"
Verifying input: init_params(key(0), 3, 4) -> requires w2 independent of w1, this gives w2 * sqrt(4) == w1[0] * sqrt(3) exactly; jax.debug_key_reuse(True) raises KeyReuseError.
"""
EXERCISE = "training.init_params"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    return {
        "w1": jax.random.normal(key, (n_features, n_hidden)) / jnp.sqrt(n_features),
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(key, (n_hidden,)) / jnp.sqrt(n_hidden),
        "b2": jnp.zeros(()),
    }


if __name__ == "__main__":
    import numpy as np

    params = init_params(jax.random.key(0), 3, 4)
    assert {k: v.shape for k, v in params.items()} == {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    w1 = np.asarray(params["w1"]) * np.sqrt(3)
    w2 = np.asarray(params["w2"]) * np.sqrt(4)
    print("w1[0] * sqrt(3):", w1[0], "\nw2 * sqrt(4):   ", w2)
    assert np.allclose(w1[0], w2, rtol=1e-6)
    try:
        with jax.debug_key_reuse(True):
            init_params(jax.random.key(0), 3, 4)
        raise SystemExit("no key reuse detected")
    except jax.errors.KeyReuseError as error:
        print("KeyReuseError:", str(error).splitlines()[0])
    print("verified")
