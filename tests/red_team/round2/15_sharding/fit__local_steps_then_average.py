"""The student runs the whole loop inside shard_map, each device stepping on the gradient of its own block only, and averages the weights once at the end (local SGD): equal to gradient descent for 0 or 1 steps or identical blocks, different otherwise.

Violates: "Each step is ``w <- w - lr * grad``, where ``grad`` is the gradient of the mean over all ``n`` examples".
Verifying input: x random (32, 3), y = x @ [1, -2, 0.5] + noise, w = 0, n_steps = 7, lr = 0.05 -> requires the full-batch gradient-descent iterate, this returns the average of eight per-block runs (off by ~1e-2).
"""
EXERCISE = "sharding.fit"
VERDICT = "fail"
KIND = "algorithm"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("mesh", "n_steps"))
def _run(w, x, y, lr, mesh, n_steps):
    def local(w, x, y, lr):
        w = jax.lax.pcast(w, "data", to="varying")
        grad = jax.grad(lambda v: jnp.mean((x @ v - y) ** 2))
        w = jax.lax.fori_loop(0, n_steps, lambda _, v: v - lr * grad(v), w)
        return jax.lax.pmean(w, "data")  # one all-reduce for the whole run: cheap

    return jax.shard_map(local, mesh=mesh, in_specs=(P(), P("data"), P("data"), P()), out_specs=P())(w, x, y, lr)


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    w = jax.device_put(w, rep)
    if isinstance(lr, jax.Array):
        lr = jax.device_put(lr, rep)
    return _run(w.astype(jnp.float32), jax.device_put(x, rows), jax.device_put(y, rows), lr, mesh, n_steps)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    def reference(w, x, y, n_steps, lr):
        w = np.asarray(w, np.float64)
        for _ in range(n_steps):
            w = w - lr * 2.0 / len(y) * (x.T @ (x @ w - y))
        return w

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    x1, y1 = jnp.ones((8, 1)), jnp.full(8, 3.0)
    assert [round(v, 4) for v in fit(jnp.zeros(1), x1, y1, mesh, 3, 0.25).tolist()] == [2.625]
    rng = np.random.default_rng(0)
    xr = rng.normal(size=(32, 3)).astype(np.float32)
    yr = (xr @ np.array([1.0, -2.0, 0.5]) + 0.1 * rng.normal(size=32)).astype(np.float32)
    wr = np.zeros(3, np.float32)
    for n_steps in (0, 1):
        np.testing.assert_allclose(np.asarray(fit(wr, xr, yr, mesh, n_steps, 0.05)), reference(wr, xr, yr, n_steps, 0.05), rtol=1e-5, atol=1e-6)
    lrd = jax.device_put(jnp.float32(0.05), rep)
    with jax.transfer_guard("disallow"):
        got = fit(jax.device_put(wr, rep), jax.device_put(xr, rows), jax.device_put(yr, rows), mesh, 7, lrd)
    assert got.sharding.is_equivalent_to(rep, 1)
    err = np.abs(np.asarray(got) - reference(wr, xr, yr, 7, 0.05)).max()
    assert err > 1e-3, err
    print("verified")
