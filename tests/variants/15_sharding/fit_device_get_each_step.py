"""Copies w to the host with jax.device_get after each step and puts it back with device_put."""
EXERCISE = "sharding.fit"
VERDICT = "fail"
MESSAGE = "a host round trip"

import jax
from jax.sharding import NamedSharding, PartitionSpec as P


def fit(w, x, y, mesh, n_steps, lr):
    replicated = NamedSharding(mesh, P())
    step = jax.jit(lambda w, x, y, lr: w - lr * 2.0 * x.T @ (x @ w - y) / y.shape[0], out_shardings=replicated)
    w = jax.device_put(w, replicated)
    for _ in range(n_steps):
        w = jax.device_put(jax.device_get(step(w, x, y, lr)), replicated)
    return w
