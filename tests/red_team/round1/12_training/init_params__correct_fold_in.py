"""Correct: derives one key per weight with ``jax.random.fold_in`` (distinct data 1 and 2, never the parent key itself for a draw), jitted with static sizes.

Violates: nothing (correct solution).
Verifying input: several keys and sizes (incl. n_features == 1), statistics on a large draw, under jax.jit -> shapes, dtypes, zeros, variances 1/fan_in, determinism, w1/w2 not related.
"""
EXERCISE = "training.init_params"
VERDICT = "pass"
KIND = "style"

import functools
import math

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnums=(1, 2))
def init_params(key, n_features, n_hidden):
    k_w1 = jax.random.fold_in(key, 1)
    k_w2 = jax.random.fold_in(key, 2)
    return {
        "w1": jax.random.normal(k_w1, (n_features, n_hidden), jnp.float32) * (1.0 / math.sqrt(n_features)),
        "b1": jnp.zeros(n_hidden, jnp.float32),
        "w2": jax.random.normal(k_w2, (n_hidden,), jnp.float32) * (1.0 / math.sqrt(n_hidden)),
        "b2": jnp.zeros((), jnp.float32),
    }


if __name__ == "__main__":
    params = init_params(jax.random.key(0), 3, 4)
    assert {k: v.shape for k, v in params.items()} == {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    for key in (jax.random.key(0), jax.random.key(7)):
        for nf, nh in ((1, 8), (2, 16), (5, 3)):
            p = init_params(key, nf, nh)
            q = jax.jit(init_params, static_argnums=(1, 2))(key, nf, nh)
            assert all(v.dtype == jnp.float32 for v in p.values())
            assert all(np.array_equal(p[k], q[k]) for k in p)
            assert not np.any(p["b1"]) and float(p["b2"]) == 0.0
            if nf == 1:
                ratio = np.asarray(p["w2"]) * math.sqrt(nh) / np.asarray(p["w1"][0])
                assert not np.allclose(ratio, 1.0)
    assert not np.array_equal(init_params(jax.random.key(0), 2, 4)["w1"], init_params(jax.random.key(1), 2, 4)["w1"])
    big = init_params(jax.random.key(3), 64, 4096)
    assert abs(float(jnp.var(big["w1"])) - 1 / 64) < 0.002 and abs(float(jnp.var(big["w2"])) - 1 / 4096) < 3e-5
    assert abs(float(jnp.mean(big["w1"]))) < 0.002
    assert abs(np.corrcoef(np.asarray(big["w1"][0]), np.asarray(big["w2"]))[0, 1]) < 0.06
    print("verified")
