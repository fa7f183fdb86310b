"""Makes the output bias with jnp.array(0), an int32 0-d array, instead of a float32 zero.

Violates: "``b1`` (shape ``(n_hidden,)``) and ``b2`` (a 0-d array) are zeros. All float32."
Verifying input: init_params(key(0), 3, 4)["b2"] -> requires float32, this returns int32.
"""
EXERCISE = "training.init_params"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden)) / jnp.sqrt(n_features),
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(k2, (n_hidden,)) / jnp.sqrt(n_hidden),
        "b2": jnp.array(0),
    }


if __name__ == "__main__":
    params = init_params(jax.random.key(0), 3, 4)
    assert {k: v.shape for k, v in params.items()} == {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    print({k: v.dtype for k, v in params.items()})
    assert params["b2"].dtype != jnp.float32
    # and it matters: gradient descent on an int32 bias cannot move it
    g = jax.grad(lambda b: (b + 0.3) ** 2, allow_int=True)(params["b2"])
    assert g.dtype == jax.dtypes.float0       # no gradient for it at all
    print("gradient for b2 has dtype float0")
    print("verified")
