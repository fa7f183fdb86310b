"""The student knows that ``H v`` is the Hessian times ``v`` and writes exactly that:
``jax.hessian(f)(x) @ v``. Values and dtypes are right for every input, and it jits. But the
exercise is to get the product *without* the Hessian: this program builds the full ``(n, n)``
matrix (``jacfwd(jacrev(f))``), so its memory grows with ``n * n``: for ``n = 64`` it holds a
``(64, 64)`` array.

Violates: "For ``n`` inputs the Hessian has ``n * n`` entries; your program must never hold an array that large"
Verifying input: jax.make_jaxpr(lambda x, v: hvp(lambda p: jnp.sum(jnp.sin(p) * p), x, v))(jnp.ones(64), jnp.ones(64)) must hold no array of 4096 elements; this one holds a float32[64,64].
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
import numpy as np


def hvp(f, x, v):
    return jax.hessian(f)(x) @ v


if __name__ == "__main__":
    f = lambda p: p[0] ** 2 * p[1]
    assert hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])).tolist() == [4.0, 2.0]

    def largest(jaxpr):
        best = 0
        for eqn in jaxpr.eqns:
            for var in list(eqn.invars) + list(eqn.outvars):
                shape = getattr(getattr(var, "aval", None), "shape", ())
                best = max(best, int(np.prod(shape)) if shape else 1)
            for param in eqn.params.values():
                for sub in param if isinstance(param, (list, tuple)) else [param]:
                    sub = getattr(sub, "jaxpr", sub)
                    if hasattr(sub, "eqns"):
                        best = max(best, largest(sub))
        return best

    g = lambda p: jnp.sum(jnp.sin(p) * p)
    closed = jax.make_jaxpr(lambda x, v: hvp(g, x, v))(jnp.ones(64), jnp.ones(64))
    big = largest(closed.jaxpr)
    print("largest array in the program:", big, "elements (64 * 64 =", 64 * 64, ")")
    assert big >= 64 * 64
    print("flaw shown")
