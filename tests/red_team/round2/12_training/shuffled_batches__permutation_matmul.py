"""Gathers the shuffled rows with a one-hot permutation matrix product: exact for finite numbers, but an inf or nan in one example spreads NaN into the others.

Violates: "each input still paired with its own target" / "x: inputs ... of any dtype" (the batches must hold the examples' values).
Verifying input: x = [[1], [inf], [3], [4]], y = [0, 1, 2, 3], batch_size 2 -> the docstring requires the rows of x (1, inf, 3, 4) in some order, this returns NaN in every row but the inf one.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    kept = n_batches * batch_size
    perm = jax.random.permutation(key, n)[:kept]
    pick_x = jax.nn.one_hot(perm, n, dtype=x.dtype)
    pick_y = jax.nn.one_hot(perm, n, dtype=y.dtype)
    xs = pick_x @ x
    ys = pick_y @ y
    return xs.reshape(n_batches, batch_size, *x.shape[1:]), ys.reshape(n_batches, batch_size)


if __name__ == "__main__":
    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert xb.shape == (2, 4, 3) and yb.shape == (2, 4)
    x = jnp.arange(30.0).reshape(10, 3).astype(jnp.float16)
    y = jnp.arange(10)
    xb, yb = jax.jit(shuffled_batches, static_argnums=3)(jax.random.key(1), x, y, 3)
    assert xb.dtype == jnp.float16 and yb.dtype == y.dtype
    assert bool(jnp.all(xb[..., 0] == 3 * yb)) and len(set(yb.ravel().tolist())) == 9
    xi = jnp.array([[1.0], [jnp.inf], [3.0], [4.0]])
    xb, yb = shuffled_batches(jax.random.key(2), xi, jnp.arange(4), 2)
    assert int(jnp.isnan(xb).sum()) > 0, xb
    print(xb.ravel())
    print("verified")
