"""The student splits ``key`` inside the loop but never replaces it, so every layer draws from the same subkey: layers of equal shape are identical and the key is consumed again each layer.

Violates: "Every weight is independent of every other, within a layer and across layers, and no key is used for two draws."
Verifying input: key = jax.random.key(0), sizes = [4, 4, 4] -> requires two independent 4x4 weight matrices, this returns two identical ones (and raises KeyReuseError under jax.debug_key_reuse).
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for m, n in zip(sizes[:-1], sizes[1:]):
        w_key, _ = jax.random.split(key)
        params.append({"w": jax.random.normal(w_key, (m, n)) / jnp.sqrt(m), "b": jnp.zeros(n)})
    return params


if __name__ == "__main__":
    import numpy as np

    first, second = init_mlp(jax.random.key(0), [4, 4, 4])
    assert first["w"].shape == (4, 4) and second["w"].shape == (4, 4)
    print("layers identical:", bool(np.array_equal(np.asarray(first["w"]), np.asarray(second["w"]))))
    assert np.array_equal(np.asarray(first["w"]), np.asarray(second["w"]))
    with jax.debug_key_reuse(True):
        try:
            init_mlp(jax.random.key(1), [3, 2, 2])
            raise SystemExit("no reuse detected")
        except Exception as error:
            assert "KeyReuse" in type(error).__name__
            print("under debug_key_reuse:", type(error).__name__)
    print("verified")
