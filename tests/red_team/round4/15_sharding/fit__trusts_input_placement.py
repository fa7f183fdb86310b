"""The student runs the whole loop in one jitted fori_loop but never states a layout (no device_put / out_shardings to the mesh), trusting the inputs' placement; a w committed to one device then clashes with the sharded batch.

Violates: "w: float weights of shape ``(d,)`` (replicated over ``mesh`` or on one device)" ... "The float32 ``(d,)`` weights after the last step, replicated over ``mesh``."
Verifying input: w = jax.device_put(jnp.zeros(1), jax.devices()[0]), x = ones((8, 1)) and y = full(8, 3.0) sharded P("data") on the 8-device mesh, n_steps=3, lr=0.25 -> requires [2.625] replicated over the mesh, this raises ValueError (incompatible devices for jitted computation).
"""
EXERCISE = "sharding.fit"
VERDICT = "fail"
KIND = "placement"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames="n_steps")
def _fit(w, x, y, lr, n_steps):
    def loss(w):
        return jnp.mean((x @ w - y) ** 2)

    def body(_, w):
        return w - lr * jax.grad(loss)(w)

    return jax.lax.fori_loop(0, n_steps, body, w.astype(jnp.float32))


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    # the caller already put everything where it belongs
    return _fit(w, x, y, lr, n_steps)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    assert jax.device_count() == 8, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    x, y = jnp.ones((8, 1)), jnp.full(8, 3.0)
    assert [round(v, 4) for v in fit(jnp.zeros(1), x, y, mesh, 3, 0.25).tolist()] == [2.625]
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    rs = np.random.RandomState(0)
    X = rs.randn(32, 3).astype(np.float32); Y = X @ np.array([1.0, -2.0, 0.5], np.float32)
    xd, yd = jax.device_put(X, rows), jax.device_put(Y, rows)
    wd, lrd = jax.device_put(jnp.zeros(3), rep), jax.device_put(jnp.float32(0.1), rep)
    with jax.transfer_guard("disallow"):
        out = fit(wd, xd, yd, mesh, 200, lrd)
    assert np.allclose(out, [1.0, -2.0, 0.5], atol=1e-3) and out.sharding.is_fully_replicated
    assert fit(wd, xd, yd, mesh, 0, lrd).tolist() == [0.0, 0.0, 0.0]
    # the flaw: w on one device, as the docstring allows
    w1 = jax.device_put(jnp.zeros(1), jax.devices()[0])
    try:
        out = fit(w1, jax.device_put(x, rows), jax.device_put(y, rows), mesh, 3, 0.25)
    except ValueError as e:
        print("raises:", str(e).splitlines()[0][:160])
    else:
        raise AssertionError(f"expected a failure, got {out} {out.sharding}")
    print("verified")
