"""The student compiles the update once with lr as a static argument (jax.jit(..., static_argnums=3), called with float(lr)): right numbers, but every new learning rate compiles a new program, and under an outer jax.jit float(lr) of the traced lr fails.

Violates: "step and lr are traced values: a new step or learning rate must not recompile a jitted adam_step".
Verifying input: three calls with lr = 0.1, 0.01, 0.001 -> the docstring requires one compiled program; this compiles three.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "beyond"

import functools
from typing import Any

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=3)
def _adam_static_lr_impl(params, grads, opt_state, lr):
    t = opt_state["step"] + 1
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g ** 2, opt_state["v"], grads)
    c1 = 1 - ADAM_B1 ** t
    c2 = 1 - ADAM_B2 ** t
    new_params = jax.tree.map(lambda p, m, v: p - lr * (m / c1) / (jnp.sqrt(v / c2) + ADAM_EPS), params, m, v)
    return new_params, {"step": t, "m": m, "v": v}


def adam_step(params: Any, grads: Any, opt_state: dict[str, Any], lr: float) -> tuple[Any, dict[str, Any]]:
    return _adam_static_lr_impl(params, grads, opt_state, float(lr))


if __name__ == "__main__":
    if "ADAM_B1" not in globals():
        ADAM_B1, ADAM_B2, ADAM_EPS = 0.9, 0.999, 1e-8
    import numpy as np
    def _np_adam(p, g, m, v, step, lr):
        t = step + 1
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g ** 2
        mh = m / (1 - 0.9 ** t)
        vh = v / (1 - 0.999 ** t)
        return p - lr * mh / (np.sqrt(vh) + 1e-8), m, v
    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    p1, s1 = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert ([round(w, 4) for w in p1["w"].tolist()], int(s1["step"])) == ([0.9, -0.9], 1)
    before = _adam_static_lr_impl._cache_size()
    g = {"w": jnp.array([0.3, 0.4])}
    for lr in (0.1, 0.01, jnp.float32(0.001)):
        p, s = adam_step(params, g, state, lr)
        want, _, _ = _np_adam(np.array([1.0, -1.0]), np.array([0.3, 0.4]), 0.0, 0.0, 0, float(lr))
        assert np.allclose(np.asarray(p["w"]), want, rtol=1e-5)
    assert _adam_static_lr_impl._cache_size() >= 3, _adam_static_lr_impl._cache_size()   # one program per lr value
    e, es = adam_step({}, {}, {"step": jnp.int32(3), "m": {}, "v": {}}, 0.1)
    assert e == {} and int(es["step"]) == 4
    print("verified")
