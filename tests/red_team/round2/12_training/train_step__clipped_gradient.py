"""Clips the gradient to global norm 10 before the update "for stability": identical to p - lr * g for ordinary gradients, not for large ones.

Violates: "Every parameter ``p`` becomes ``p - lr * g``, where ``g`` is the gradient of ``loss_fn(params, x, y)``".
Verifying input: zero-ish params (2 features, 8 hidden), x ones (4, 2), y = 100 * ones(4), lr 0.01 -> the docstring requires b2 to move by lr * 2 * 100 = 2.0, this moves it by less.
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def _tsc_loss(params, x, y):
    pred = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_tsc_loss)(params, x, y)
    norm = jnp.sqrt(sum(jnp.sum(g * g) for g in jax.tree.leaves(grads)))
    scale = jnp.minimum(1.0, 10.0 / (norm + 1e-12))
    return jax.tree.map(lambda p, g: p - lr * scale * g, params, grads), loss


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.key(0))
    params = {"w1": jax.random.normal(k1, (2, 8)) / jnp.sqrt(2.0), "b1": jnp.zeros(8),
              "w2": jax.random.normal(k2, (8,)) / jnp.sqrt(8.0), "b2": jnp.zeros(())}
    x, y = jax.random.normal(jax.random.key(3), (16, 2)), jax.random.normal(jax.random.key(4), (16,))
    new, loss = train_step(params, x, y, 0.1)
    rl, rg = jax.value_and_grad(_tsc_loss)(params, x, y)
    assert abs(float(loss) - float(rl)) < 1e-6
    for k in params:
        assert bool(jnp.allclose(new[k], params[k] - 0.1 * rg[k], atol=1e-6))
    train_step(params, x, y, 0.2)
    assert train_step._cache_size() == 1
    small = {"w1": jnp.zeros((2, 8)), "b1": jnp.zeros(8), "w2": jnp.zeros(8), "b2": jnp.zeros(())}
    new, _ = train_step(small, jnp.ones((4, 2)), 100.0 * jnp.ones(4), 0.01)
    assert abs(float(new["b2"]) - 2.0) > 0.5, float(new["b2"])
    print("verified")
