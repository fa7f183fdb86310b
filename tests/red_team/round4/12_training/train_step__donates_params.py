"""The student jits the step with `donate_argnums=0` so that XLA can reuse the parameter buffers for the new parameters (a common speed tip), which deletes the arrays of the dict passed in: the caller's old parameters can no longer be read.

Violates: "the dict you are given and its arrays are left as they were."
Verifying input: params = init params, x = ones((4, 2)), y = zeros(4), lr 0.1 -> requires params["w1"] still readable with its old values, this leaves every input array deleted (reading it raises RuntimeError).
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "purity"

import functools

import jax
import jax.numpy as jnp


def _loss(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


@functools.partial(jax.jit, donate_argnums=0)      # reuse the parameter buffers in place
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_loss)(params, x, y)
    new_params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return new_params, loss


if __name__ == "__main__":
    import numpy as np

    def make(seed, n_features=2, n_hidden=8):
        k1, k2 = jax.random.split(jax.random.key(seed))
        return {"w1": jax.random.normal(k1, (n_features, n_hidden)) / np.sqrt(n_features), "b1": jnp.zeros(n_hidden),
                "w2": jax.random.normal(k2, (n_hidden,)) / np.sqrt(n_hidden), "b2": jnp.zeros(())}

    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(32, 2)), jnp.float32)
    y = jnp.sin(x[:, 0])
    params = make(0)
    keep = jax.tree.map(np.asarray, params)                     # host copy to compare with
    ref_loss, ref_g = jax.value_and_grad(_loss)(jax.tree.map(jnp.asarray, keep), x, y)
    new, loss = train_step(params, x, y, 0.1)
    np.testing.assert_allclose(loss, ref_loss, rtol=1e-6)
    for k in keep:
        np.testing.assert_allclose(new[k], keep[k] - 0.1 * np.asarray(ref_g[k]), rtol=1e-5, atol=1e-6)
        assert new[k].shape == keep[k].shape and new[k].dtype == keep[k].dtype
    # loss goes down over a few steps, and lr never recompiles
    p = new
    for lr in (0.1, 0.05, 0.2, 0.1):
        p, l = train_step(p, x, y, lr)
    assert float(l) < float(loss)
    assert train_step._cache_size() == 1

    # the flaw: the caller's arrays are gone
    params = make(1)
    train_step(params, jnp.ones((4, 2)), jnp.zeros(4), 0.1)
    print("input arrays deleted:", {k: v.is_deleted() for k, v in params.items()})
    assert all(v.is_deleted() for v in params.values())
    try:
        np.asarray(params["w1"])
    except RuntimeError as e:
        print("reading params['w1'] ->", str(e)[:60])
    else:
        raise AssertionError("expected a failure")
    print("verified")
