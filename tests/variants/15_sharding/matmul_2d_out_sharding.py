"""Alternative: the product's layout named in the multiplication itself (jnp.matmul's out_sharding)."""
EXERCISE = "sharding.matmul_2d"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


def matmul_2d(x, w, mesh):
    def place(a, *spec):
        return jax.device_put(jnp.asarray(a, jnp.float32), NamedSharding(mesh, P(*spec)))

    return jnp.matmul(place(x, "data", None), place(w, None, "model"), out_sharding=NamedSharding(mesh, P("data", "model")))
