"""vmaps predict over the rows correctly but never jits the result, so predict_batch is a plain Python function that dispatches the batched operations one by one.

Violates: "``predict_batch`` itself must be a jitted function (the grader checks)"
Verifying input: predict_batch(params, zeros((3, 2))) -> requires a jitted function (with .lower, one compiled program), this is a plain function (no .lower); its values are right ([[0.5, 0.5]] * 3).
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def predict_batch(params, xs):
    return jax.vmap(predict, in_axes=(None, 0))(params, xs)


if __name__ == "__main__":
    import importlib.util
    import pathlib

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_vmap_stub", root / "exercises/08_vmap/vmap.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    predict = stub.predict

    params = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
    assert predict_batch(params, jnp.zeros((3, 2))).tolist() == [[0.5, 0.5]] * 3
    jitted_example = jax.jit(lambda p, x: x)
    print("has .lower:", hasattr(predict_batch, "lower"), "(a jitted function has:", hasattr(jitted_example, "lower"), ")")
    assert not hasattr(predict_batch, "lower") and not hasattr(predict_batch, "_cache_size")
    print("verified")
