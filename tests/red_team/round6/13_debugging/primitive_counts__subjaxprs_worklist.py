"""Correct, unusual style: no recursion; a worklist of jaxprs fed by ``jax.extend.core.subjaxprs`` and a ``collections.Counter``, converted to a plain dict of ints at the end.

Verifying input: compared with an independent recursive walker over every parameter (jaxprs, closed jaxprs, tuples/lists of them) on sin*sin, an inner jit, cond (nested in scan), while/fori_loop, scan with a nested jit, checkpoint (remat), custom_jvp/custom_vjp functions, grad of a scan, and functions with no equations.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "pass"
KIND = "style"

from collections import Counter
from typing import Any, Callable

import jax
import jax.extend
import jax.numpy as jnp


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    tally: Counter = Counter()
    todo = [jax.make_jaxpr(f)(*args).jaxpr]
    while todo:
        jaxpr = todo.pop()
        tally.update(eqn.primitive.name for eqn in jaxpr.eqns)
        todo.extend(jax.extend.core.subjaxprs(jaxpr))
    return {name: int(n) for name, n in tally.items()}


if __name__ == "__main__":
    from jax import lax

    def reference(f, *args):
        out = {}

        def jaxprs(v):
            if isinstance(v, jax.extend.core.ClosedJaxpr):
                yield v.jaxpr
            elif isinstance(v, jax.extend.core.Jaxpr):
                yield v
            elif isinstance(v, (tuple, list)):
                for w in v:
                    yield from jaxprs(w)

        def walk(j):
            for e in j.eqns:
                out[e.primitive.name] = out.get(e.primitive.name, 0) + 1
                for v in e.params.values():
                    for sub in jaxprs(v):
                        walk(sub)

        walk(jax.make_jaxpr(f)(*args).jaxpr)
        return out

    @jax.custom_jvp
    def cj(x):
        return jnp.sin(x)

    cj.defjvp(lambda p, t: (cj(p[0]), jnp.cos(p[0]) * t[0]))

    @jax.custom_vjp
    def cv(x):
        return jnp.exp(x) * 2

    cv.defvjp(lambda x: (cv(x), x), lambda r, g: (g * r,))

    def scan_cond(x):
        def body(c, xi):
            c = lax.cond(xi > 0, lambda v: jax.jit(jnp.sin)(v) + c, lambda v: v * c, xi)
            return c, c * 2
        return lax.scan(body, 0.0, x)

    def loops(x):
        y = lax.fori_loop(0, 3, lambda i, v: v * 2 + i, x)
        return lax.while_loop(lambda v: v < 100, lambda v: v * jnp.cos(v) + 10, y)

    remat = jax.checkpoint(lambda x: jnp.tanh(x @ x.T).sum())
    cases = [
        (lambda x: jnp.sin(x) * jnp.sin(x), (1.0,)),
        (lambda x: jax.jit(jnp.cos)(x) + 1.0, (1.0,)),
        (scan_cond, (jnp.arange(3.0),)),
        (loops, (1.0,)),
        (remat, (jnp.ones((3, 2)),)),
        (jax.grad(remat), (jnp.ones((3, 2)),)),
        (lambda x: cj(x) + cv(x), (1.0,)),
        (jax.grad(lambda x: cj(x) + cv(x)), (1.0,)),
        (jax.grad(lambda x: scan_cond(x)[0]), (jnp.arange(3.0),)),
        (lambda x: x, (1.0,)),
        (jax.jit(lambda x: jax.jit(lambda y: jax.jit(jnp.exp)(y))(x)), (jnp.ones(2),)),
    ]
    for f, args in cases:
        got, want = primitive_counts(f, *args), reference(f, *args)
        assert got == want, (got, want)
        assert type(got) is dict and all(type(v) is int and v > 0 for v in got.values())
    assert primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0) == {"sin": 2, "mul": 1}
    assert primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0) == {"jit": 1, "cos": 1, "add": 1}
    assert primitive_counts(lambda x: x, 1.0) == {}
    print("verified")
