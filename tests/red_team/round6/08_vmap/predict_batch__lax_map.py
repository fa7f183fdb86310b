"""Jits a lax.map over the rows, which calls predict once per row inside a compiled loop (a scan in the jaxpr) instead of vectorising.

Violates: "Vectorised means every row at once: no loop over the rows, in Python or compiled (``lax.map``, ``lax.scan``; the grader reads the jaxpr)."
Verifying input: jax.make_jaxpr(predict_batch)(params, zeros((8, 2))) -> requires no loop primitive, this holds a scan (values are right).
"""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def predict_batch(params, xs):
    return lax.map(lambda x: predict(params, x), xs)


if __name__ == "__main__":
    import importlib.util
    import pathlib
    import numpy as np

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_vmap_stub", root / "exercises/08_vmap/vmap.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    predict = stub.predict

    rng = np.random.default_rng(0)
    params = {k: jnp.asarray(rng.normal(size=s), jnp.float32) for k, s in (("w1", (4, 3)), ("b1", (4,)), ("w2", (5, 4)), ("b2", (5,)))}
    xs = jnp.asarray(rng.normal(size=(8, 3)), jnp.float32)
    want = np.stack([np.asarray(predict(params, x)) for x in xs])
    np.testing.assert_allclose(np.asarray(predict_batch(params, xs)), want, rtol=1e-5, atol=1e-7)

    def prims(jaxpr):
        out = set()
        for e in jaxpr.eqns:
            out.add(e.primitive.name)
            for v in e.params.values():
                inner = getattr(v, "jaxpr", None)
                if inner is not None:
                    out |= prims(inner if hasattr(inner, "eqns") else inner.jaxpr)
        return out

    found = prims(jax.make_jaxpr(predict_batch)(params, xs).jaxpr)
    print("loop primitives in the program:", sorted(found & {"scan", "while"}))
    assert "scan" in found
    print("verified")
