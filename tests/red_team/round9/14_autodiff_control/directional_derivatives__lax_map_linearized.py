"""An unusual but correct style: the student linearises ``f`` once with ``jax.linearize`` and
then applies the linear map to the directions one at a time with ``lax.map`` (a compiled
loop) instead of ``vmap``. The docstring asks only that ``f`` be linearised once, that no
``m * n`` array is ever held and that the program not grow with the number of directions: a
``scan`` over ``k`` holds one ``(n,)`` tangent and one ``(m,)`` row per step, its jaxpr has
the same size for every ``k``, it jits with ``f`` static, and the rows keep the dtype ``f``
returns.
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def directional_derivatives(f, x, directions):
    _, f_lin = jax.linearize(f, x)
    return lax.map(f_lin, directions)


if __name__ == "__main__":
    f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    assert directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    assert directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.array([[1.0, 0.0]])).shape == (1, 2)

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

    rng = np.random.default_rng(4)
    g = lambda p: jnp.stack([jnp.sum(jnp.sin(p)), jnp.sum(p ** 2), p[0] * p[-1]])
    for dt in (jnp.float32, jnp.float16, jnp.bfloat16):
        x = jnp.asarray(rng.normal(size=5), dt)
        d = jnp.asarray(rng.normal(size=(4, 5)), dt)
        got = jax.jit(directional_derivatives, static_argnums=0)(g, x, d)
        assert got.shape == (4, 3) and got.dtype == g(x).dtype == dt
        ref = np.float32(d) @ np.float32(jax.jacfwd(g)(x.astype(jnp.float32))).T
        tol = 1e-4 if dt == jnp.float32 else 1e-1
        np.testing.assert_allclose(np.float32(got), ref, rtol=tol, atol=tol)
    h = lambda p: jnp.tanh(p) * p[0]  # m = n = 64
    closed = jax.make_jaxpr(lambda x, d: directional_derivatives(h, x, d))(jnp.ones(64), jnp.ones((3, 64)))
    assert largest(closed.jaxpr) < 64 * 64
    sizes = [len(str(jax.make_jaxpr(lambda x, d: directional_derivatives(h, x, d))(jnp.ones(64), jnp.ones((k, 64)))).splitlines()) for k in (1, 32)]
    assert sizes[0] == sizes[1], sizes
    print("verified")
