"""What a student runs: the `jaxcourse` command, its view, progress, watch, and the notebook check."""
