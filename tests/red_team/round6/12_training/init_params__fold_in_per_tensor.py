"""Correct: derives one key per weight tensor with jax.random.fold_in(key, i) instead of split, and builds the biases with jnp.zeros_like on slices of the shapes.

Verifying input: shapes and float32 dtypes (example and other sizes), same key same params, different keys differ, under jit with static sizes, no KeyReuseError under jax.debug_key_reuse, variances 1/n_features and 1/n_hidden on large draws, w1 and w2 uncorrelated over many keys, biases exactly zero.
"""
EXERCISE = "training.init_params"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    k_w1, k_w2 = (jax.random.fold_in(key, i) for i in (1, 2))
    return {
        "w1": jax.random.normal(k_w1, (n_features, n_hidden), jnp.float32) * jax.lax.rsqrt(jnp.float32(n_features)),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(k_w2, (n_hidden,), jnp.float32) * jax.lax.rsqrt(jnp.float32(n_hidden)),
        "b2": jnp.zeros((), jnp.float32),
    }


if __name__ == "__main__":
    import numpy as np

    params = init_params(jax.random.key(0), 3, 4)
    assert {name: value.shape for name, value in params.items()} == {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    f = jax.jit(init_params, static_argnums=(1, 2))
    for nf, nh in [(1, 1), (2, 16), (7, 3)]:
        a, b = init_params(jax.random.key(5), nf, nh), f(jax.random.key(5), nf, nh)
        assert all(v.dtype == jnp.float32 for v in a.values())
        assert a["w1"].shape == (nf, nh) and a["b1"].shape == (nh,) and a["w2"].shape == (nh,) and a["b2"].shape == ()
        for k in a:
            np.testing.assert_allclose(np.asarray(a[k]), np.asarray(b[k]), rtol=1e-6)
        assert not np.any(np.asarray(a["b1"])) and float(a["b2"]) == 0.0
        c = init_params(jax.random.key(6), nf, nh)
        assert not np.allclose(np.asarray(a["w1"]), np.asarray(c["w1"]))
    with jax.debug_key_reuse(True):
        init_params(jax.random.key(1), 3, 4)
        f(jax.random.key(1), 3, 4)
    big = init_params(jax.random.key(2), 500, 400)
    assert abs(float(jnp.var(big["w1"])) * 500 - 1) < 0.02
    many = jax.vmap(lambda k: init_params(k, 3, 2))(jax.random.split(jax.random.key(3), 5000))
    w1 = np.asarray(many["w1"]).reshape(5000, -1) * np.sqrt(3)
    w2 = np.asarray(many["w2"]) * np.sqrt(2)
    assert abs(w2.var() - 1) < 0.08 and abs(w1.var() - 1) < 0.06
    corr = np.corrcoef(np.concatenate([w1, w2], axis=1).T)
    assert np.max(np.abs(corr - np.eye(8))) < 0.07, corr
    print("verified")
