"""The student runs the steps with lax.scan (no per-step output) inside one jit, pins x and y to P("data") and w to P() with with_sharding_constraint at every step, and lets the compiler derive the gradient's all-reduce from jax.grad.

Correct: jax.grad of mean((x @ w - y) ** 2) is the full-batch gradient, each scan step is w - lr * grad, length n_steps (0 returns w as float32); the constraints keep the batch split and w replicated throughout; inputs already on the devices are only re-laid out device-to-device and lr is a traced argument, so nothing crosses the host; mesh and n_steps are static, so it also runs under jax.jit.
"""
EXERCISE = "sharding.fit"
VERDICT = "pass"
KIND = "style"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("mesh", "n_steps"))
def _descend(w, x, y, lr, mesh, n_steps):
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    x = jax.lax.with_sharding_constraint(x.astype(jnp.float32), rows)
    y = jax.lax.with_sharding_constraint(y.astype(jnp.float32), rows)
    grad = jax.grad(lambda v: jnp.mean((x @ v - y) ** 2))

    def step(v, _):
        return jax.lax.with_sharding_constraint(v - lr * grad(v), rep), None

    w, _ = jax.lax.scan(step, jax.lax.with_sharding_constraint(w.astype(jnp.float32), rep), None, length=n_steps)
    return w


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    if isinstance(lr, jax.Array):
        lr = jax.device_put(lr, rep)
    return _descend(jax.device_put(w, rep), jax.device_put(x, rows), jax.device_put(y, rows), lr, mesh, n_steps)


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
    jitted = jax.jit(fit, static_argnums=(3, 4))
    for n_steps, lr in [(0, 0.1), (1, 0.1), (7, 0.05), (200, 0.1)]:
        ref = reference(wr, xr, yr, n_steps, lr)
        wd, xd, yd = jax.device_put(wr, rep), jax.device_put(xr, rows), jax.device_put(yr, rows)
        lrd = jax.device_put(jnp.float32(lr), rep)
        with jax.transfer_guard("disallow"):
            got = fit(wd, xd, yd, mesh, n_steps, lrd)
            got_j = jitted(wd, xd, yd, mesh, n_steps, lrd)
        for g in (got, got_j, fit(wr, xr, yr, mesh, n_steps, lr), fit(jnp.asarray(wr), xr, yr, mesh, n_steps, lr)):
            assert isinstance(g, jax.Array) and g.shape == (3,) and g.dtype == jnp.float32
            assert g.sharding.is_equivalent_to(rep, 1) and len(g.sharding.device_set) == 8
            np.testing.assert_allclose(np.asarray(g), ref, rtol=1e-4, atol=1e-5)
    w_one = jax.device_put(jnp.zeros(3), jax.devices()[0])  # w on one device is allowed
    np.testing.assert_allclose(np.asarray(fit(w_one, xd, yd, mesh, 3, lrd)), reference(wr, xr, yr, 3, 0.1), rtol=1e-4)
    small = Mesh(np.array(jax.devices()[2:6]), ("data",), axis_types=(AxisType.Auto,))
    g = fit(wr, xr, yr, small, 5, 0.1)
    assert g.sharding.is_equivalent_to(NamedSharding(small, P()), 1)
    np.testing.assert_allclose(np.asarray(g), reference(wr, xr, yr, 5, 0.1), rtol=1e-4)
    assert fit(jnp.zeros(3, jnp.bfloat16), xr, yr, mesh, 2, 0.1).dtype == jnp.float32
    print("verified")
