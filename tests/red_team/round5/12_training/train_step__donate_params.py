"""The student jits the step with ``donate_argnums=0`` "to update the parameters in place and save memory", so XLA reuses the buffers of the caller's parameter arrays for the new ones and the arrays in the dict the caller passed are deleted.

Violates: "The new parameters are a new dict with the same keys, shapes and dtypes; the dict you are given and its arrays are left as they were."
Verifying input: params = init(key(0), 2, 8), x = ones((4, 2)), y = zeros(4), lr = 0.1 -> requires params["w1"] still usable after the call, this leaves params["w1"].is_deleted() == True (reading it raises "Array has been deleted").
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "purity"

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, donate_argnums=0)        # update the parameters in place: no second copy
def train_step(params, x, y, lr):
    def loss(p):
        predictions = jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]
        return jnp.mean((predictions - y) ** 2)

    value, grads = jax.value_and_grad(loss)(params)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), value


if __name__ == "__main__":
    import numpy as np

    def init(key, n_features, n_hidden):
        k1, k2 = jax.random.split(key)
        return {"w1": jax.random.normal(k1, (n_features, n_hidden)) / np.sqrt(n_features),
                "b1": jnp.zeros(n_hidden), "w2": jax.random.normal(k2, (n_hidden,)) / np.sqrt(n_hidden),
                "b2": jnp.zeros(())}

    def ref_step(p, x, y, lr, eps=1e-3):
        p = {k: np.asarray(v, np.float64) for k, v in p.items()}
        x, y = np.asarray(x, np.float64), np.asarray(y, np.float64)
        def loss(q):
            return np.mean((np.tanh(x @ q["w1"] + q["b1"]) @ q["w2"] + q["b2"] - y) ** 2)
        new = {}
        for k, v in p.items():
            g = np.zeros_like(v)
            for idx in np.ndindex(v.shape):
                hi, lo = {**p, k: v.copy()}, {**p, k: v.copy()}
                hi[k][idx] += eps; lo[k][idx] -= eps
                g[idx] = (loss(hi) - loss(lo)) / (2 * eps)
            new[k] = v - lr * g
        return new, loss(p)

    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(16, 3)), jnp.float32)
    y = jnp.asarray(rng.normal(size=16), jnp.float32)
    params = init(jax.random.key(1), 3, 5)
    snapshot = {k: np.asarray(v) for k, v in params.items()}
    want, want_loss = ref_step(snapshot, x, y, 0.1)
    new, loss = train_step(params, x, y, 0.1)
    assert sorted(new) == sorted(snapshot) and abs(float(loss) - want_loss) < 1e-5
    for k in new:
        assert new[k].shape == snapshot[k].shape and new[k].dtype == jnp.float32
        np.testing.assert_allclose(new[k], want[k], rtol=1e-3, atol=1e-5)
    for lr in (0.05, 0.2, 0.3):
        new, _ = train_step(new, x, y, lr)                    # the usual loop: params = step(params)
    assert train_step._cache_size() == 1                       # one compile for every lr

    # The breach: the caller's dict is not left as it was.
    params = init(jax.random.key(0), 2, 8)
    new_params, loss = train_step(params, jnp.ones((4, 2)), jnp.zeros(4), 0.1)
    print("caller's arrays deleted:", {k: v.is_deleted() for k, v in params.items()})
    assert params["w1"].is_deleted()
    try:
        params["w1"] + 1
    except RuntimeError as e:
        print("reading params['w1'] ->", type(e).__name__, str(e)[:40])
    print("verified")
