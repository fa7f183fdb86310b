"""Uses jax.nn.initializers.lecun_normal(): variance 1/fan_in is right, but the values are a truncated normal (nothing beyond about 2.3 standard deviations).

Violates: "``w1`` ... and ``w2`` ... are normal with variance ``1 / fan_in``".
Verifying input: init_params(key(0), 200, 200) -> the docstring requires normal w1 (about 1.2% of |w1 * sqrt(200)| above 2.5), this returns none above 2.3.
"""
EXERCISE = "training.init_params"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    init = jax.nn.initializers.lecun_normal()
    return {
        "w1": init(k1, (n_features, n_hidden), jnp.float32),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": init(k2, (n_hidden, 1), jnp.float32)[:, 0],
        "b2": jnp.zeros((), jnp.float32),
    }


if __name__ == "__main__":
    params = init_params(jax.random.key(0), 3, 4)
    assert {k: v.shape for k, v in params.items()} == {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    p = init_params(jax.random.key(0), 200, 200)
    z = p["w1"] * jnp.sqrt(200.0)
    assert abs(float(jnp.var(z)) - 1.0) < 0.05  # the variance is right
    assert int(jnp.sum(jnp.abs(z) > 2.5)) == 0 and float(jnp.max(jnp.abs(z))) < 2.35, float(jnp.max(jnp.abs(z)))
    print("verified")
