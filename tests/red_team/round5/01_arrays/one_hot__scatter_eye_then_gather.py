"""The student builds the identity matrix with a scatter and then picks its rows with ``eye[labels]``: the one-hot matrix itself is made by a gather, not by an indexed update.

Violates: "The matrix must be built by an indexed update of an array"
Verifying input: labels = jnp.array([2, 0]), num_classes = 3 -> requires the (n, num_classes) matrix to come out of a scatter into an (n, num_classes) array, this program's only scatter writes a (3, 3) identity and the (2, 3) result comes from a gather.
"""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    k = jnp.arange(num_classes)
    eye = jnp.zeros((num_classes, num_classes), jnp.float32).at[k, k].set(1.0)
    return eye[labels]


if __name__ == "__main__":
    import numpy as np

    def ref(labels, c):
        out = np.zeros((len(labels), c), np.float32)
        out[np.arange(len(labels)), labels] = 1.0
        return out

    jf = jax.jit(one_hot, static_argnums=1)
    for labels, c in [([2, 0], 3), ([0, 1, 2, 3, 3], 4), ([], 5), ([0], 1), ([9, 0, 4], 10)]:
        lab = jnp.array(labels, jnp.int32)
        for f in (one_hot, jf):
            got = f(lab, c)
            assert got.dtype == jnp.float32 and got.shape == (len(labels), c)
            np.testing.assert_array_equal(np.asarray(got), ref(np.array(labels, int), c))
    jaxpr = jax.make_jaxpr(one_hot, static_argnums=1)(jnp.array([2, 0]), 3)
    prims = [e.primitive.name for e in jaxpr.jaxpr.eqns]
    print(prims)
    assert "eq" not in prims and any(p.startswith("scatter") for p in prims)
    scat = [e for e in jaxpr.jaxpr.eqns if e.primitive.name.startswith("scatter")]
    gath = [e for e in jaxpr.jaxpr.eqns if e.primitive.name == "gather"]
    # the only scatter produces (num_classes, num_classes); the (n, num_classes) result is a gather's output
    print("scatter out:", scat[0].outvars[0].aval.shape, "gather out:", gath[-1].outvars[0].aval.shape)
    assert scat[0].outvars[0].aval.shape == (3, 3) and gath[-1].outvars[0] is jaxpr.jaxpr.outvars[0]
    print("verified")
