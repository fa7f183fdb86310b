"""Jits ema with alpha as a static argument (hashable float, "faster"), so every new alpha recompiles and a traced alpha is refused.

Violates: "``alpha`` stays traced: a new value must not recompile."
Verifying input: ema(xs, 0.1), ema(xs, 0.2), ema(xs, 0.3) -> requires one compilation, this compiles 3 times; jax.jit(ema)(xs, 0.5) raises instead of returning [1, 2, 3.5].
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "beyond"

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=1)
def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    if not jnp.issubdtype(xs.dtype, jnp.floating):
        xs = xs.astype(jnp.float32)

    def step(m, x):
        m = alpha * x + (1 - alpha) * m
        return m, m

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest])


if __name__ == "__main__":
    xs = jnp.array([1.0, 3.0, 5.0])
    assert ema(xs, 0.5).tolist() == [1.0, 2.0, 3.5]
    before = ema._cache_size()
    for a in (0.1, 0.2, 0.3):
        ema(xs, a)
    grown = ema._cache_size() - before
    print("compilations for three alphas:", grown)
    assert grown == 3
    try:
        jax.jit(ema)(xs, 0.5)
    except Exception as error:  # noqa: BLE001
        print("traced alpha:", type(error).__name__)
    else:
        raise AssertionError("expected an error for a traced alpha")
    print("verified")
