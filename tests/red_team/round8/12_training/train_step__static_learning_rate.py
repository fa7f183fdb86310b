"""The student jits train_step with lr marked static, which recompiles for every new learning rate and rejects a learning rate given as a 0-d array (not hashable).

Violates: "lr: the learning rate, a float or a 0-d array (traced: a new value must not recompile)."
Verifying input: train_step(params, jnp.ones((4, 2)), jnp.zeros(4), jnp.float32(0.1)) must return new parameters and the loss; this raises ValueError (non-hashable static argument).
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "admitted"

import functools

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden)) / jnp.sqrt(n_features),
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(k2, (n_hidden,)) / jnp.sqrt(n_hidden),
        "b2": jnp.zeros(()),
    }


def loss_fn(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


@functools.partial(jax.jit, static_argnames="lr")
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    new_params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return new_params, loss


if __name__ == "__main__":
    params = init_params(jax.random.key(0), 2, 8)
    new_params, loss = train_step(params, jnp.ones((4, 2)), jnp.zeros(4), 0.1)
    assert sorted(new_params) == sorted(params)

    raised = False
    try:
        train_step(params, jnp.ones((4, 2)), jnp.zeros(4), jnp.float32(0.1))
    except (ValueError, TypeError) as e:
        raised = True
        print("raised", type(e).__name__)
    assert raised
    print("ok: flaw shows")
