"""Correct: jnp.vectorize with a gufunc signature "(d)->(k)" over predict with params closed over, inside jax.jit (jnp.vectorize is built on vmap)."""
EXERCISE = "vmap.predict_batch"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp


@jax.jit
def predict_batch(params: dict[str, jax.Array], xs: jax.Array) -> jax.Array:
    one = functools.partial(predict, params)
    return jnp.vectorize(one, signature="(d)->(k)")(xs)


if __name__ == "__main__":
    import numpy as np
    if "predict" not in globals():
        def predict(params, x):
            hidden = jnp.tanh(params["w1"] @ x + params["b1"])
            logits = params["w2"] @ hidden + params["b2"]
            exps = jnp.exp(logits - logits.max())
            return exps / exps.sum()
    params = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
    assert predict_batch(params, jnp.zeros((3, 2))).tolist() == [[0.5, 0.5], [0.5, 0.5], [0.5, 0.5]]
    assert hasattr(predict_batch, "lower")
    def _np_predict(p, x):
        h = np.tanh(p["w1"] @ x + p["b1"])
        l = p["w2"] @ h + p["b2"]
        e = np.exp(l - l.max())
        return e / e.sum()
    rng = np.random.default_rng(0)
    for n, d, h, k in [(1, 3, 4, 2), (7, 5, 3, 4), (0, 2, 2, 3)]:
        p = {"w1": rng.normal(size=(h, d)), "b1": rng.normal(size=h), "w2": rng.normal(size=(k, h)) * 30, "b2": rng.normal(size=k)}
        xs = rng.normal(size=(n, d))
        got = np.asarray(predict_batch({a: jnp.asarray(b, jnp.float32) for a, b in p.items()}, jnp.asarray(xs, jnp.float32)))
        want = np.stack([_np_predict(p, x) for x in xs]) if n else np.zeros((0, k))
        assert got.shape == (n, k) and np.allclose(got, want, atol=1e-5)
    bad = {"w1": jnp.array([[10.0]]), "b1": jnp.zeros(1), "w2": jnp.array([[100.0], [50.0]]), "b2": jnp.zeros(2)}
    assert bool(jnp.all(jnp.isfinite(predict_batch(bad, jnp.array([[1.0], [-1.0]])))))
    def _size(n):
        return len(str(jax.make_jaxpr(predict_batch)(params, jnp.zeros((n, 2)))).splitlines())
    assert _size(2) == _size(64)
    print("verified")
