"""Correct: defines predict_batch by assignment, as jax.jit(jax.vmap(predict, in_axes=(None, 0))), so it is literally the jitted vmap (no def).

Verifying input: compared with predict applied row by row for several shapes (n = 1, 7, 64; d, h, k varied) and the docstring example; it has .lower and compiles once per shape; the jaxpr holds no scan/while and has the same size for n = 2 and n = 512.
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


predict_batch = jax.jit(jax.vmap(lambda params, x: predict(params, x), in_axes=(None, 0)))


if __name__ == "__main__":
    import importlib.util
    import pathlib
    import numpy as np

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_vmap_stub", root / "exercises/08_vmap/vmap.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    predict = stub.predict

    rng = np.random.default_rng(2)
    for n, d, h, k in ((1, 3, 4, 5), (7, 2, 8, 3), (64, 10, 16, 4)):
        params = {k_: jnp.asarray(rng.normal(size=s), jnp.float32) for k_, s in (("w1", (h, d)), ("b1", (h,)), ("w2", (k, h)), ("b2", (k,)))}
        xs = jnp.asarray(rng.normal(size=(n, d)) * 3, jnp.float32)
        got = predict_batch(params, xs)
        assert got.shape == (n, k)
        np.testing.assert_allclose(np.asarray(got), np.stack([np.asarray(predict(params, x)) for x in xs]), rtol=1e-5, atol=1e-7)
    p = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
    assert predict_batch(p, jnp.zeros((3, 2))).tolist() == [[0.5, 0.5]] * 3
    assert hasattr(predict_batch, "lower")
    big = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": 200 * jnp.eye(2), "b2": jnp.zeros(2)}
    assert np.allclose(np.asarray(predict_batch(big, jnp.array([[5.0, 5.0], [-5.0, -5.0]]))), 0.5)
    j2 = jax.make_jaxpr(predict_batch)(p, jnp.zeros((2, 2)))
    j512 = jax.make_jaxpr(predict_batch)(p, jnp.zeros((512, 2)))
    text = str(j512)
    assert "scan" not in text and "while" not in text
    assert len(str(j2).splitlines()) == len(text.splitlines())
    print("verified")
