"""Alternative: sets ones in a flat zero vector at row * num_classes + label, then reshapes."""
EXERCISE = "arrays.one_hot"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    labels = jnp.asarray(labels)
    n = labels.shape[0]
    flat = jnp.zeros(n * num_classes, dtype=jnp.float32)
    flat = flat.at[jnp.arange(n) * num_classes + labels].set(1.0)
    return flat.reshape(n, num_classes)
