"""`pytest autograder`: the plugin, and the partner process that grades beside pytest."""
