"""The student removed the Python if and wrote jnp.where(negate, -x, x) under a plain @jax.jit: right values, but negate is traced, so True and False share one compilation.

Violates: "``negate`` is static and ``x`` is traced: for one shape of ``x`` the function compiles twice in all (once for ``True``, once for ``False``)".
Verifying input: maybe_negate(x, True) then maybe_negate(x, False) on a fresh shape -> requires two compilations, this makes one (negate is a traced bool).
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


@jax.jit
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    return jnp.where(negate, -x, x)


if __name__ == "__main__":
    import numpy as np

    _mn_events = []
    jax.monitoring.register_event_duration_secs_listener(lambda name, d, **kw: _mn_events.append(name))
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=True).tolist() == [-1.0, 2.0]
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=False).tolist() == [1.0, -2.0]
    for x in (np.array([np.inf, -np.inf, np.nan, -0.0, 3.5], np.float32),
              np.array([2**31 - 1, -2**31, 0], np.int32), np.array([0, 1, 255], np.uint8), np.zeros((2, 0), np.float32),
              np.array(4, np.int8)):
        for neg in (True, False):
            got = maybe_negate(x, neg)
            assert got.dtype == x.dtype and got.shape == x.shape
            with np.errstate(over="ignore"):
                np.testing.assert_array_equal(np.asarray(got), -x if neg else x)
    y = jnp.ones((7, 3)); y2 = y + 1
    _mn_events.clear()
    maybe_negate(y, True); maybe_negate(y, False); maybe_negate(y2, True)
    n = sum(e == "/jax/core/compile/backend_compile_duration" for e in _mn_events)
    assert n == 1, n
    print("verified")
