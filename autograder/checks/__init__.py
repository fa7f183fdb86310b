"""The check library: one module per family, one function per check.

Each module's docstring states its method and caveats. `engine/registry.py` maps the names
course.yml uses to these checks; a topic's grading spec adds checks of its own.
"""
