"""Jits only the gradient computation and applies the update with a tree.map outside it, so train_step itself is not one compiled program and each update runs operation by operation.

Violates: "``train_step`` itself must be jitted (the grader measures its speed-up over the same step run operation by operation)"
Verifying input: jax.make_jaxpr(train_step)(params, x, y, 0.1) -> requires a single jit call (one pjit equation, as for any jitted function), this shows the jit call followed by 12 separate operations (a convert, mul and sub per parameter), and train_step has no .lower.
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def _loss(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


_value_and_grad = jax.jit(jax.value_and_grad(_loss))


def train_step(params, x, y, lr):
    loss, grads = _value_and_grad(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


if __name__ == "__main__":
    import numpy as np

    k1, k2 = jax.random.split(jax.random.key(0))
    params = {"w1": jax.random.normal(k1, (2, 8)) / np.sqrt(2), "b1": jnp.zeros(8),
              "w2": jax.random.normal(k2, (8,)) / np.sqrt(8), "b2": jnp.zeros(())}
    x, y = jnp.ones((4, 2)), jnp.zeros(4)
    new, loss = train_step(params, x, y, 0.1)
    assert sorted(new) == sorted(params)
    jaxpr = jax.make_jaxpr(train_step)(params, x, y, 0.1)
    names = [str(eqn.primitive) for eqn in jaxpr.eqns]
    print("top-level operations:", names)
    assert len(names) > 1 and not hasattr(train_step, "lower")
    jitted_ref = jax.jit(lambda p, x, y, lr: jax.tree.map(lambda a, g: a - lr * g, p, jax.grad(_loss)(p, x, y)))
    assert len(jax.make_jaxpr(jitted_ref)(params, x, y, 0.1).eqns) == 1     # what a jitted step looks like
    print("verified")
