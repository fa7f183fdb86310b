"""The student avoids every "incompatible devices" error by putting ``w``, ``x`` and ``y`` all replicated on the mesh before a jitted ``fori_loop``: the numbers are right and nothing goes to the host, but the batch is gathered whole onto every device instead of staying split by rows.

Violates: "The batch stays split by rows along ``"data"`` and ``w`` replicated for the whole run".
Verifying input: fit(w, x, y, mesh, 50, lr) called as written with x (64, 3), y (64,) handed in sharded P("data") -> requires the loop to run on x split by rows, this gathers x whole onto every device (the loop's x is sharded P(), all 64 rows on each device) and runs every step on the whole batch on each device.
"""
EXERCISE = "sharding.fit"
VERDICT = "fail"
KIND = "beyond"

import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import functools

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnums=4)
def _fit_loop(w, x, y, lr, n_steps):
    n = x.shape[0]

    def body(_, w):
        grad = 2.0 * x.T @ (x @ w - y) / n
        return w - lr * grad

    return lax.fori_loop(0, n_steps, body, w)


def fit(w, x, y, mesh, n_steps, lr):
    everywhere = NamedSharding(mesh, P())
    w, x, y, lr = jax.device_put((w, x, y, lr), everywhere)  # every device gets everything
    return _fit_loop(w, x, y, lr, n_steps)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    out = fit(jnp.zeros(1), jnp.ones((8, 1)), jnp.full(8, 3.0), mesh, 3, 0.25)
    assert [round(v, 4) for v in out.tolist()] == [2.625]
    rng = np.random.default_rng(0)
    xn = rng.normal(size=(64, 3)).astype(np.float32)
    yn = (xn @ np.array([1.0, -2.0, 0.5]) + 0.1).astype(np.float32)
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    w0, xd, yd, lrd = (jax.device_put(jnp.zeros(3), rep), jax.device_put(xn, rows), jax.device_put(yn, rows), jax.device_put(jnp.float32(0.1), rep))
    with jax.transfer_guard("disallow"):
        got = fit(w0, xd, yd, mesh, 50, lrd)
        got_j = jax.jit(fit, static_argnums=(3, 4))(w0, xd, yd, mesh, 50, lrd)
    ref = np.zeros(3)
    for _ in range(50):
        ref = ref - 0.1 * 2 * xn.T @ (xn @ ref - yn) / 64
    np.testing.assert_allclose(np.asarray(got), ref, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(np.asarray(got_j), ref, rtol=1e-4, atol=1e-5)
    assert got.dtype == jnp.float32 and got.sharding.is_equivalent_to(rep, 1)
    assert jnp.array_equal(fit(w0, xd, yd, mesh, 0, lrd), w0)
    seen = []
    _inner = _fit_loop

    def _fit_loop(w, x, y, lr, n_steps):  # record how the loop receives the batch
        seen.append(x)
        return _inner(w, x, y, lr, n_steps)

    fit(w0, xd, yd, mesh, 5, lrd)
    (xs,) = seen
    assert xs.sharding.is_equivalent_to(rep, 2)  # should stay P("data")
    assert all(s.data.shape == (64, 3) for s in xs.addressable_shards)  # whole batch on each device
    print("verified")
