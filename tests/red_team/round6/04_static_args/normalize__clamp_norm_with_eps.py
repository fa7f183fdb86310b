"""The student guards the division the way some libraries do, x / max(norm, eps), instead of adding eps to the norm; it agrees only while eps is negligible.

Violates: "``x / (l2norm(x) + eps)``, the L2 norm taken over all elements"
Verifying input: x = [[3.0, 0.0], [0.0, 4.0]], eps = 5.0 -> requires [[0.3, 0.0], [0.0, 0.4]], this returns [[0.6, 0.0], [0.0, 0.8]].
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x, eps):
    x32 = x.astype(jnp.float32)
    norm = jnp.sqrt(jnp.sum(x32 * x32))
    return (x32 / jnp.maximum(norm, eps)).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    assert np.allclose(np.asarray(normalize(jnp.array([3.0, 4.0]), 0.0)), [0.6, 0.8])
    got = np.asarray(normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0))
    print("got", got.tolist(), "required [[0.3, 0.0], [0.0, 0.4]]")
    assert not np.allclose(got, [[0.3, 0.0], [0.0, 0.4]])
    print("verified")
