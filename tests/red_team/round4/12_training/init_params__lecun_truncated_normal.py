"""The student used `jax.nn.initializers.lecun_normal()`, which has the right variance 1/fan_in but draws from a *truncated* normal (cut at two standard deviations of the underlying normal and rescaled), so the weights are not normal: no weight is ever beyond about 2.28 standard deviations.

Violates: "``w1`` (shape ``(n_features, n_hidden)``) and ``w2`` (shape ``(n_hidden,)``) are normal with variance ``1 / fan_in``"
Verifying input: init_params(jax.random.key(0), 400, 500) -> requires w1 * sqrt(400) standard normal (about 0.27% of 200000 entries, ~540, beyond 3), this returns 0 entries beyond 2.28 (std is 1.0 as required).
"""
EXERCISE = "training.init_params"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp

_lecun = jax.nn.initializers.lecun_normal()     # variance 1 / fan_in


def init_params(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": _lecun(k1, (n_features, n_hidden), jnp.float32),
        "b1": jnp.zeros(n_hidden, jnp.float32),
        "w2": _lecun(k2, (n_hidden, 1), jnp.float32)[:, 0],
        "b2": jnp.zeros((), jnp.float32),
    }


if __name__ == "__main__":
    import numpy as np

    params = init_params(jax.random.key(0), 3, 4)
    assert {k: v.shape for k, v in params.items()} == {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    assert all(v.dtype == jnp.float32 for v in params.values())
    f = jax.jit(init_params, static_argnums=(1, 2))
    a, b = f(jax.random.key(1), 5, 7), f(jax.random.key(1), 5, 7)
    assert all(bool(jnp.array_equal(a[k], b[k])) for k in a)
    c = f(jax.random.key(2), 5, 7)
    assert not bool(jnp.array_equal(a["w1"], c["w1"]))
    big = init_params(jax.random.key(0), 400, 500)
    z1 = np.asarray(big["w1"]) * np.sqrt(400)
    z2 = np.asarray(init_params(jax.random.key(3), 4, 20000)["w2"]) * np.sqrt(20000)
    print("std w1:", z1.std(), " std w2:", z2.std())
    assert abs(z1.std() - 1) < 0.01 and abs(z2.std() - 1) < 0.02 and abs(z1.mean()) < 0.01
    assert abs(np.corrcoef(np.asarray(big["w1"])[0, :20000 // 400], np.asarray(big["w2"])[:50])[0, 1]) < 0.5

    # the flaw: truncated tails
    print("max |z|:", np.abs(z1).max(), " beyond 3 sd:", int((np.abs(z1) > 3).sum()), "(normal: ~540)")
    assert np.abs(z1).max() < 2.3 and (np.abs(z1) > 3).sum() == 0
    print("verified")
