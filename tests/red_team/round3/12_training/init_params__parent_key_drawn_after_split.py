"""The student splits the key for ``w1`` but draws ``w2`` from the original key as well, so the parent key is consumed twice (once by ``split``, once by ``normal``).

Violates: "All randomness comes from ``key`` ... and no key is used for two draws (``w1`` and ``w2`` are independent)".
Verifying input: init_params(jax.random.key(0), 3, 4) under ``jax.debug_key_reuse(True)`` -> requires no key reuse, this raises KeyReuseError.
"""
EXERCISE = "training.init_params"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    k1, _ = jax.random.split(key)
    w1 = jax.random.normal(k1, (n_features, n_hidden), jnp.float32) / jnp.sqrt(n_features)
    w2 = jax.random.normal(key, (n_hidden,), jnp.float32) / jnp.sqrt(n_hidden)
    return {"w1": w1, "b1": jnp.zeros(n_hidden, jnp.float32), "w2": w2, "b2": jnp.zeros((), jnp.float32)}


if __name__ == "__main__":
    import numpy as np

    p = init_params(jax.random.key(0), 3, 4)
    assert {k: v.shape for k, v in p.items()} == {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    assert all(v.dtype == jnp.float32 for v in p.values())
    big = jax.jit(init_params, static_argnums=(1, 2))(jax.random.key(1), 400, 500)
    assert abs(float(big["w1"].var()) - 1 / 400) < 1e-4 and abs(float(big["w2"].var()) - 1 / 500) < 5e-4
    q = init_params(jax.random.key(0), 3, 4)
    assert all(np.array_equal(p[k], q[k]) for k in p)
    try:
        with jax.debug_key_reuse(True):
            init_params(jax.random.key(0), 3, 4)
    except Exception as e:
        assert "KeyReuseError" in type(e).__name__, e
    else:
        raise AssertionError("expected key reuse")
    print("verified")
