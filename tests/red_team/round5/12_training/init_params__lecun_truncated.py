"""The student uses the library's ``jax.nn.initializers.lecun_normal()``, whose variance is indeed 1 / fan_in, but whose distribution is a *truncated* normal (cut at two standard deviations and rescaled), not the normal the docstring asks for.

Violates: "``w1`` ... and ``w2`` ... are normal with variance ``1 / fan_in``: ``normal / sqrt(n_features)`` and ``normal / sqrt(n_hidden)``"
Verifying input: init_params(key(0), 100, 1000) -> requires w1 * sqrt(100) standard normal (about 1.2 % of its 100 000 entries beyond 2.5 in absolute value, kurtosis 3), this returns none beyond 2.28 (kurtosis 2.36).
"""
EXERCISE = "training.init_params"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    init = jax.nn.initializers.lecun_normal()          # variance 1 / fan_in
    return {
        "w1": init(k1, (n_features, n_hidden), jnp.float32),
        "b1": jnp.zeros(n_hidden, jnp.float32),
        "w2": init(k2, (n_hidden, 1), jnp.float32).reshape(n_hidden),
        "b2": jnp.zeros((), jnp.float32),
    }


if __name__ == "__main__":
    import numpy as np

    params = init_params(jax.random.key(0), 3, 4)
    assert {k: v.shape for k, v in params.items()} == {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    assert all(v.dtype == jnp.float32 for v in params.values())
    f = jax.jit(init_params, static_argnums=(1, 2))
    a, b = f(jax.random.key(1), 20, 500), f(jax.random.key(1), 20, 500)
    assert all(bool((a[k] == b[k]).all()) for k in a)                          # same key, same params
    c = f(jax.random.key(2), 20, 500)
    assert not bool((a["w1"] == c["w1"]).all())
    # variance 1 / fan_in and mean 0, independent w1 / w2
    big = f(jax.random.key(3), 50, 4000)
    z1 = np.asarray(big["w1"]) * np.sqrt(50)
    z2 = np.asarray(big["w2"]) * np.sqrt(4000)
    assert abs(z1.mean()) < 0.01 and abs(z1.var() - 1) < 0.02
    assert abs(z2.mean()) < 0.05 and abs(z2.var() - 1) < 0.06
    assert abs(np.corrcoef(z1[0, :], z2)[0, 1]) < 0.06
    assert not bool((big["b1"] != 0).any()) and float(big["b2"]) == 0.0
    print(f"variance of w1*sqrt(fan_in): {z1.var():.4f}, of w2*sqrt(fan_in): {z2.var():.4f}")

    # The breach: the tails of a normal are missing.
    p = init_params(jax.random.key(0), 100, 1000)
    z = np.asarray(p["w1"]).ravel() * np.sqrt(100)
    beyond = int((np.abs(z) > 2.5).sum())
    kurt = float(((z - z.mean()) ** 4).mean() / z.var() ** 2)
    print(f"entries beyond 2.5: {beyond} (a normal gives about {0.0124 * z.size:.0f}), max |z| = {np.abs(z).max():.3f}, kurtosis {kurt:.2f} (normal: 3)")
    assert beyond == 0 and kurt < 2.8
    print("verified")
