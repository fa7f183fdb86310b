"""Correct, through jit's ahead-of-time stages: jax.jit(fn).trace(*args).jaxpr is the traced body of fn (not a wrapper call), and its top-level equations are counted.

Verifying input: checked equal to len(jax.make_jaxpr(fn)(*args).jaxpr.eqns) for: the docstring example (2), affine_relu from the notebook, x * 2 * 3, int32 astype, a jitted helper call, lax.fori_loop, lax.cond, lax.scan, a function with no equations (identity), several arguments of mixed dtypes, Python scalars as arguments, pytree (dict) arguments, an already-jitted fn and closed-over constants; returns a Python int.
"""
EXERCISE = "static_args.count_equations"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def count_equations(fn, *args):
    return int(len(jax.jit(fn).trace(*args).jaxpr.eqns))


if __name__ == "__main__":
    from jax import lax

    helper = jax.jit(lambda v: jnp.sin(v) * 2)
    cases = [
        (lambda x: jnp.sin(x) * 2, (jnp.ones(3),)),
        (lambda x, w, b: jnp.maximum(x @ w + b, 0.0), (jnp.ones((2, 3)), jnp.ones((3, 4)), jnp.ones(4))),
        (lambda x: x * 2 * 3, (jnp.ones(3),)),
        (lambda x: x.astype(jnp.float32) * 2, (jnp.ones(3, jnp.int32),)),
        (lambda x: helper(x) + 1, (jnp.ones(3),)),
        (lambda x: lax.fori_loop(0, 3, lambda i, c: c * 2, x), (jnp.ones(3),)),
        (lambda p, x: lax.cond(p, jnp.sin, jnp.cos, x), (True, jnp.ones(3))),
        (lambda x: lax.scan(lambda c, v: (c + v, c * v), 0.0, x), (jnp.ones(5),)),
        (lambda x: x, (jnp.ones(3),)),
        (lambda a, b, c: (a + b.astype(a.dtype)) * c, (jnp.ones(2, jnp.float16), jnp.ones(2, jnp.int8), 3.0)),
        (lambda d: d["a"] * d["b"] + 1, ({"a": jnp.ones(2), "b": jnp.arange(2.0)},)),
        (lambda x, n: x ** n, (jnp.ones(3), 2)),
        (helper, (jnp.ones(3),)),                                  # an already-jitted fn: one call equation
        (lambda x: jnp.sum(x) + jnp.float32(1.5) * jnp.arange(3.0), (jnp.ones((2, 2)),)),
    ]
    for fn, args in cases:
        expected = len(jax.make_jaxpr(fn)(*args).jaxpr.eqns)
        got = count_equations(fn, *args)
        assert type(got) is int and got == expected, (got, expected)
    assert count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3)) == 2
    print("verified")
