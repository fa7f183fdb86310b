"""Jits adam_step with the learning rate as a static argument, so every new learning rate (a schedule) recompiles it.

Violates: "``step`` and ``lr`` are traced values: a new step or learning rate must not recompile a jitted ``adam_step``."
Verifying input: after a first call with lr 0.1, calls with lr 0.1, 0.05, 0.01 -> requires no new trace, this traces twice more (and a 0-d array lr is refused as unhashable).
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "purity"

import functools

import jax
import jax.numpy as jnp

_TRACES = [0]


@functools.partial(jax.jit, static_argnames=("lr",))
def adam_step(params, grads, opt_state, lr):
    _TRACES[0] += 1
    t = opt_state["step"] + 1
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g**2, opt_state["v"], grads)
    c1 = 1 - ADAM_B1**t
    c2 = 1 - ADAM_B2**t
    new = jax.tree.map(lambda p, m, v: p - lr * (m / c1) / (jnp.sqrt(v / c2) + ADAM_EPS), params, m, v)
    return new, {"step": t, "m": m, "v": v}


if __name__ == "__main__":
    import numpy as np

    ADAM_B1, ADAM_B2, ADAM_EPS = 0.9, 0.999, 1e-8

    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    new, s = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, lr=0.1)
    assert [round(w, 4) for w in new["w"].tolist()] == [0.9, -0.9]   # values right

    _TRACES[0] = 0
    for lr in (0.1, 0.05, 0.01):              # a learning-rate schedule
        params, state = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, lr=lr)
    print("traces for three learning rates:", _TRACES[0])
    assert _TRACES[0] == 2   # 0.1 was compiled by the first call; 0.05 and 0.01 each recompile
    try:
        adam_step(params, {"w": jnp.ones(2)}, state, lr=jnp.float32(0.1))
        raise SystemExit("a 0-d array lr was accepted")
    except (ValueError, TypeError) as error:
        print("0-d array lr:", type(error).__name__)
    print("verified")
